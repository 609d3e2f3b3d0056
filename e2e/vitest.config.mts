import { defineConfig } from 'vitest/config';
import { scaled } from './support/time-factor';

/** One browser suite, one process: the shop server is shared and chromium is heavy on two cores. */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/settle-journeys.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: scaled(120_000),
    hookTimeout: scaled(300_000),
  },
});
