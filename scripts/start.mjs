// `npm start`: builds what is out of date, then serves the whole shop from one origin:
// http://HOST:PORT (127.0.0.1:1337 by default).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

await buildAll();
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
