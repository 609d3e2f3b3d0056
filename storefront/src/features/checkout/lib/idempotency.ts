import { randomId } from '@/lib/random-id';

/** One order attempt: the key the server uses to recognise a retry, and what was being ordered. */
export interface OrderAttempt {
  key: string;
  fingerprint: string;
}

/**
 * The attempt for this submit: a retry of the same order keeps its key, so the server never creates it
 * twice; a changed cart or form is a new order and gets a new key.
 */
export function attemptFor(
  previous: OrderAttempt | null,
  fingerprint: string,
  makeKey: () => string = randomId,
): OrderAttempt {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: makeKey(), fingerprint };
}
