import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('is the same for the same order whatever the order of its keys', () => {
    expect(requestFingerprint({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      requestFingerprint({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
  });

  it('differs when any value differs', () => {
    expect(requestFingerprint({ customer: { name: 'A' } })).not.toBe(
      requestFingerprint({ customer: { name: 'B' } }),
    );
    expect(requestFingerprint({ items: [1, 2] })).not.toBe(requestFingerprint({ items: [2, 1] }));
  });
});
