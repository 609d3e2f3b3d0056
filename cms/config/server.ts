import fs from 'node:fs';
import path from 'node:path';
import { cmsDir } from './app-dir';
import cronTasks from './cron-tasks';
import { secret } from './secrets';

export default ({ env }: { env: any }) => {
  const publicDir = path.resolve(cmsDir(), env('PUBLIC_DIR', 'public'));
  // Local uploads land in <public>/uploads; the upload provider refuses to start without the folder.
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  return {
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', 1337),
    url: env('PUBLIC_URL', ''),
    // Strapi 5 reads `proxy.koa`; one hop (nginx) appends the client's address, so trust only the last one.
    proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: 1 },
    app: { keys: secret('APP_KEYS').split(',') },
    dirs: { public: publicDir },
    cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
  };
};
