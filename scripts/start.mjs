// `npm start`: builds what is out of date (storefront, Strapi's TypeScript and admin panel), then serves
// the whole shop from one origin: http://HOST:PORT (127.0.0.1:1337 by default).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './lib/freshness.mjs';
import { runOrExit } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (isStale(at('contracts', 'dist', 'index.js'), [at('contracts', 'src')])) {
  await runOrExit(npm, ['run', 'build', '--workspace', 'contracts'], { cwd: root });
}
const storefrontSources = [
  at('storefront', 'src'),
  at('storefront', 'public'),
  at('storefront', 'index.html'),
  at('storefront', 'vite.config.ts'),
  at('contracts', 'src'),
];
if (isStale(at('storefront', 'dist', 'index.html'), storefrontSources)) {
  console.log('Building the storefront…');
  await runOrExit(npm, ['run', 'build', '--workspace', 'storefront'], { cwd: root });
}
const cmsSources = [at('cms', 'src'), at('cms', 'config'), at('contracts', 'src')];
if (
  isStale(at('cms', 'dist', 'build', 'index.html'), cmsSources) ||
  isStale(at('cms', 'dist', 'src', 'index.js'), cmsSources)
) {
  console.log('Building the API and the Strapi panel (first start takes a minute)…');
  await runOrExit(npm, ['run', 'build', '--workspace', 'cms'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const strapiBin = [at('cms', 'node_modules', '.bin', 'strapi'), at('node_modules', '.bin', 'strapi')].find(
  (bin) => fs.existsSync(bin),
);
const server = spawn(strapiBin, ['start'], {
  cwd: at('cms'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
