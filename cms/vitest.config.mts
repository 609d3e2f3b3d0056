import { defineConfig } from 'vitest/config';

/** Unit tests beside the code and API tests against a real Strapi, one file at a time (each boots Strapi). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
