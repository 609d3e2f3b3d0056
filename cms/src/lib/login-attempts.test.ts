import { describe, expect, it } from 'vitest';
import { failureDelayMs } from './login-attempts';

describe('failureDelayMs', () => {
  it('answers failures within the account’s allowance at once', () => {
    expect(failureDelayMs(1, 20)).toBe(0);
    expect(failureDelayMs(20, 20)).toBe(0);
  });

  it('doubles the wait for each failure past the allowance, up to eight seconds', () => {
    expect([21, 22, 23, 24, 25, 26].map((failures) => failureDelayMs(failures, 20))).toEqual([
      250, 500, 1000, 2000, 4000, 8000,
    ]);
    expect(failureDelayMs(27, 20)).toBe(8000);
    expect(failureDelayMs(1_000_000, 20)).toBe(8000);
  });
});
