// Runs deploy/nginx.conf in front of local servers: the same configuration the production image uses,
// with the upstream replicas and the static root pointed at this machine's processes and files.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBinary } from './apt.mjs';
import { freePort } from './server-process.mjs';

/** `port`: where to listen, when the servers behind must know the public address first (PUBLIC_URL). */
export async function startThrowawayNginx({ repo, upstreams, staticRoot, port: wantedPort }) {
  const binary = ensureBinary('nginx', 'nginx-light');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  const port = wantedPort ?? (await freePort());
  let site = fs.readFileSync(path.join(repo, 'deploy', 'nginx.conf'), 'utf8');
  const replicas = [...site.matchAll(/server (app-\d+):1337/g)].map((m) => m[1]);
  if (replicas.length !== upstreams.length)
    throw new Error(`nginx.conf has ${replicas.length} replicas, ${upstreams.length} given`);
  replicas.forEach((replica, i) => {
    site = site.replace(`server ${replica}:1337`, `server ${upstreams[i]}`);
  });
  site = site
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${staticRoot};`)
    .replaceAll(
      '/etc/nginx/snippets/security-headers.conf',
      path.join(repo, 'deploy', 'security-headers.conf'),
    );
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const answer = await fetch(url).catch(() => null);
    if (answer) {
      // Whoever answers must be this nginx: a process already holding the port would answer too.
      if (answer.headers.get('server')?.startsWith('nginx')) break;
      throw new Error(`${url} is answered by another server, not nginx: ${stderr}`);
    }
    if (Date.now() - started > 10_000) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
