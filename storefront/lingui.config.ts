import { formatter } from '@lingui/format-json';
import { defineConfig } from '@lingui/conf';

// Messages have explicit keys (src/locales/en.json is the English source, the spec's wording); the
// Vite plugin compiles a catalogue when it is imported, and fails the build if a key has no Urdu.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ur'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['src'] }],
  format: formatter({ style: 'minimal' }),
});
