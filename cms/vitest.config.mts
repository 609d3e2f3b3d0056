import { defineConfig } from 'vitest/config';

/** API tests against a real Strapi, one file at a time (each boots Strapi on a copy of a template database). */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
