import { attemptFor } from './idempotency';

describe('attemptFor', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('gives a first attempt a new key', () => {
    expect(attemptFor(null, 'order-a', keys())).toEqual({ key: 'key-1', fingerprint: 'order-a' });
  });

  it('keeps the key when the same order is retried', () => {
    const makeKey = keys();
    const first = attemptFor(null, 'order-a', makeKey);
    expect(attemptFor(first, 'order-a', makeKey).key).toBe('key-1');
  });

  it('makes a new key once the cart or the form changed', () => {
    const makeKey = keys();
    const first = attemptFor(null, 'order-a', makeKey);
    expect(attemptFor(first, 'order-b', makeKey)).toEqual({ key: 'key-2', fingerprint: 'order-b' });
  });
});
