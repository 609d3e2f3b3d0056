import { consumeRateLimit, refundRateLimit, resetRateLimit } from './rate-limits';

/**
 * Login limits count failures only ("login endpoint protection" of rate-limiter-flexible): an attempt
 * is counted before the password is checked, so parallel guesses cannot slip past the limit, and
 * given back when it succeeds. Keys: the client IP; the account from that IP (consecutive failures,
 * reset by a success); the account from every IP together (looser). An attacker elsewhere locks out
 * only their own address, never the shop's own computer. The order matters: an attempt refused by a
 * narrower key does not count against the account as a whole.
 */
export async function countLoginAttempt(account: string, ip: string): Promise<void> {
  await consumeRateLimit('login', ip);
  await consumeRateLimit('loginEmail', `${account}|${ip}`);
  await consumeRateLimit('loginAccount', account);
}

/** A successful login: it was no failure, and it ends the run of failures of this account from this IP. */
export async function forgetLoginAttempt(account: string, ip: string): Promise<void> {
  await Promise.all([
    refundRateLimit('login', ip),
    resetRateLimit('loginEmail', `${account}|${ip}`),
    refundRateLimit('loginAccount', account),
  ]);
}
