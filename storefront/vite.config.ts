import { createRequire } from 'node:module';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './compile-hints';
import { STARTUP_IMPORTS, startupPreloads } from './startup-preloads';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:1337';
const require = createRequire(import.meta.url);

// npm hoists the CMS's React 18 (Strapi's admin panel pins it) to the root and nests React 19 here:
// every React-using library at the root must get this workspace's React, or two Reacts load.
export const reactPackages = ['react', 'react-dom'];

/** React Router 7 exports only its development build; a production build takes the production one. */
function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ mode }) => ({
  // Message catalogues compile at import; a key without its Urdu fails the build (decision 0058).
  plugins: [react(), lingui({ failOnMissing: true }), compileHints(), startupPreloads(STARTUP_IMPORTS)],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve(__dirname, 'src')}/` },
      ...(mode === 'production' ? reactRouterProductionBuild() : []),
    ],
    dedupe: reactPackages,
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/_health': apiTarget },
  },
  // The manifest lets the budget script follow the entry's static imports (the staff area must not be among them).
  // Source maps sit beside the files, unreferenced: error reports (and the e2e suite) map stacks with them.
  build: { outDir: 'dist', sourcemap: 'hidden', target: 'es2020', manifest: true },
}));
