import { defineConfig } from 'vitest/config';

/** The unit tests beside the code: rules and serving pieces that need no Strapi, so no compile and no database. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
