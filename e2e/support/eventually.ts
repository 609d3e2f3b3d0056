import { expect } from 'vitest';
import { scaled } from './time-factor';

/**
 * An auto-waiting assertion, as Playwright's `expect(locator)` does it: the value is read again
 * until the matcher holds or the (load-scaled) timeout ends.
 * `await eventually(() => field.isDisabled()).toBe(true)`
 */
export function eventually<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: scaled(30_000), interval: 100 });
}
