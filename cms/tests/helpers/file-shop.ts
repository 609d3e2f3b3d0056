import { afterAll, beforeAll } from 'vitest';
import { startShop, type TestShop } from './shop-server';

/** A test file's shop and staff token, there once its tests run. */
export interface FileShop {
  shop: TestShop;
  token: string;
}

/**
 * Starts one shop before the file's tests, logs staff in, and stops the shop after them. The fields of
 * the answer are filled in `beforeAll`, so read them inside tests and hooks.
 */
export function shopForFile(env: Record<string, string> = {}): FileShop {
  const started = {} as FileShop;
  beforeAll(async () => {
    started.shop = await startShop(env);
    started.token = await started.shop.staffToken();
  });
  afterAll(() => started.shop?.stop());
  return started;
}
