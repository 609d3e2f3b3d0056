import { setTimeout as sleep } from 'node:timers/promises';
import { clientKey } from './client-address';
import {
  addRateLimitPoint,
  consumeRateLimit,
  rateLimitPoints,
  refundRateLimit,
  resetRateLimit,
} from './rate-limits';

/** The first failure past the account's allowance is answered this late; each further one twice as late. */
const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 8_000;

/** How long a failed login waits for its answer, by the account's failures in the window (this one included). */
export function failureDelayMs(failures: number, allowance: number): number {
  const excess = failures - allowance;
  if (excess <= 0) return 0;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(excess - 1, 16));
}

/**
 * Login limits count failures only ("login endpoint protection" of rate-limiter-flexible): an attempt
 * is counted before the password is checked, so parallel guesses cannot slip past the limit, and
 * given back when it succeeds. Keys: the client (an IPv4 address, an IPv6 /64); the account from that
 * client (consecutive failures, reset by a success). Both refuse only that client, so a stranger's
 * guesses lock out only the stranger: the staff member, from an address with no recent failures, gets
 * in with the right password while the account is under attack from elsewhere.
 */
export async function countLoginAttempt(account: string, ip: string): Promise<void> {
  const client = clientKey(ip);
  await consumeRateLimit('login', client);
  await consumeRateLimit('loginEmail', `${account}|${client}`);
}

/**
 * A failed login: counted for the account from every address together, and, once that count passes
 * the `loginAccount` allowance, answered after a growing delay. Never a refusal: an attack from many
 * addresses slows the guesses down without locking the right password out.
 */
export async function slowDownLoginFailure(account: string): Promise<void> {
  const failures = await addRateLimitPoint('loginAccount', account);
  const delay = failureDelayMs(failures, rateLimitPoints('loginAccount'));
  if (delay > 0) await sleep(delay);
}

/** A successful login: it was no failure, and it ends the run of failures of this account from this client. */
export async function forgetLoginAttempt(account: string, ip: string): Promise<void> {
  const client = clientKey(ip);
  await Promise.all([refundRateLimit('login', client), resetRateLimit('loginEmail', `${account}|${client}`)]);
}
