// Builds whatever is out of date: contracts, the storefront, Strapi's TypeScript and admin panel.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeCompiledServer } from './lib/compiled-server.mjs';
import { isStale } from './lib/freshness.mjs';
import { runOrExit } from './lib/run.mjs';

/** The repository root: the folder above this script that holds cms/ (also when copied into dist/). */
function findRoot(from) {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'cms', 'package.json'))) return dir;
  }
  throw new Error('the repository root (with cms/) was not found');
}
const root = findRoot(path.dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => path.join(root, ...parts);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The contracts' CommonJS build, which the cms and the scripts require. */
export async function buildContracts() {
  if (isStale(at('contracts', 'dist', 'index.js'), [at('contracts', 'src')])) {
    await runOrExit(npm, ['run', 'build', '--workspace', 'contracts'], { cwd: root });
  }
}

export async function buildAll() {
  await buildContracts();
  const storefrontSources = [
    at('storefront', 'src'),
    at('storefront', 'public'),
    at('storefront', 'index.html'),
    at('storefront', 'vite.config.ts'),
    at('contracts', 'src'),
  ];
  if (isStale(at('storefront', 'dist', 'index.html'), storefrontSources)) {
    console.log('Building the storefront…');
    // Always the production build: a caller that has loaded Strapi has NODE_ENV=development, and Vite
    // would then ship React's development build (twice the weight).
    await runOrExit(npm, ['run', 'build', '--workspace', 'storefront'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const cmsSources = [at('cms', 'src'), at('cms', 'config'), at('contracts', 'src')];
  if (
    isStale(at('cms', 'dist', 'build', 'index.html'), cmsSources) ||
    isStale(at('cms', 'dist', 'src', 'index.js'), cmsSources)
  ) {
    console.log('Building the API and the Strapi panel (the first time takes a minute)…');
    removeCompiledServer(at('cms'));
    await runOrExit(npm, ['run', 'build', '--workspace', 'cms'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildAll();
