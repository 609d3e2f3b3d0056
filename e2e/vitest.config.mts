import { defineConfig } from 'vitest/config';

/** One browser suite, one process: the shop server is shared and chromium is heavy on two cores. */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 300_000,
  },
});
