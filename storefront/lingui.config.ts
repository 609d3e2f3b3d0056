import { formatter } from '@lingui/format-json';
import { defineConfig } from '@lingui/conf';

// Messages have explicit keys (src/locales/en.json is the English source, the spec's wording); the
// Vite plugin compiles a catalogue when it is imported, and fails the build if a key has no Urdu.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ur'],
  // The shell's texts (layout, home, shared pieces) ship in the entry; the lazily loaded pages' texts
  // come with those pages (decision 0062).
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['src'] },
    { path: '<rootDir>/src/locales/pages/{locale}', include: ['src/features'] },
  ],
  format: formatter({ style: 'minimal' }),
});
