import fs from 'node:fs';
import path from 'node:path';
import { cmsDir } from './app-dir';
import cronTasks from './cron-tasks';
import { secret } from './secrets';
import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // TRUST_PROXY: `true` for one proxy in front (nginx), or the number of proxies (a load balancer, then nginx: 2).
  const trustProxy = String(env('TRUST_PROXY', 'false')).trim();
  const trustedProxies = /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy === 'true' ? 1 : 0;
  const publicDir = path.resolve(cmsDir(), env('PUBLIC_DIR', 'public'));
  // Local uploads land in <public>/uploads; the upload provider refuses to start without the folder.
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  return {
    host: env('HOST', '127.0.0.1'),
    port: env.int('PORT', 1337),
    url: env('PUBLIC_URL', ''),
    // Strapi 5 reads `proxy.koa`. Each trusted proxy appends the address it saw to X-Forwarded-For:
    // with N of them the client is the Nth address from the end (what the client wrote itself comes before).
    proxy: { koa: trustedProxies > 0, maxIpsCount: Math.max(trustedProxies, 1) },
    app: { keys: secret('APP_KEYS').split(',') },
    dirs: { public: publicDir },
    cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
  };
};
