import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers shared with the scripts workspace
import { startThrowawayNginx } from '../../scripts/lib/throwaway-nginx.mjs';
// @ts-expect-error plain ESM helpers shared with the scripts workspace
import { startThrowawayRedis } from '../../scripts/lib/throwaway-redis.mjs';
// @ts-expect-error plain ESM helpers shared with the scripts workspace
import { reservePort } from '../../scripts/lib/server-process.mjs';
import { pngBytes } from './helpers/fixtures';
import { serverFleet } from './helpers/server-processes';

const REPO = path.resolve(__dirname, '..', '..');
let fleet: Awaited<ReturnType<typeof serverFleet>>;
let redis: { url: string; stop(): Promise<void> };
let nginx: { url: string; stop(): Promise<void> };
let staticRoot: string;

beforeAll(async () => {
  redis = await startThrowawayRedis();
  // The replicas answer image URLs under the public address, which is nginx's: its port is held until
  // nginx starts, or a replica could be given it.
  const { port, release } = await reservePort();
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
  fs.chmodSync(staticRoot, 0o755); // nginx's workers do not run as the owner
  fs.mkdirSync(path.join(staticRoot, 'assets'));
  fs.writeFileSync(
    path.join(staticRoot, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(staticRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticRoot, 'favicon-32.png'), Buffer.from(await pngBytes()));
  fleet = await serverFleet({
    REDIS_URL: redis.url,
    TRUST_PROXY: 'true',
    RATE_LIMIT_CONTACT: '4/60',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STOREFRONT_DIR: staticRoot,
  });
  const a = await fleet.start('a');
  const b = await fleet.start('b');
  await release();
  nginx = await startThrowawayNginx({
    repo: REPO,
    upstreams: [new URL(a.url).host, new URL(b.url).host],
    staticRoot,
    port,
  });
});
afterAll(async () => {
  await nginx?.stop();
  await fleet?.stopAll();
  await redis?.stop();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

describe('production topology: nginx in front of two API processes, Redis for shared limits', () => {
  it('serves long-lived hashed assets, and pages with their own head from the replicas', async () => {
    const asset = await fetch(`${nginx.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toContain("default-src 'self'");
    const listing = await fetch(`${nginx.url}/products`);
    expect(listing.status).toBe(200);
    expect(listing.headers.get('cache-control')).toBe('no-cache');
    const html = await listing.text();
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/<title>Products \| [^<]+<\/title>/);
    const unknown = await fetch(`${nginx.url}/product/some-id`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
    expect(await (await fetch(`${nginx.url}/robots.txt`)).text()).toContain('Sitemap: ');
  });

  it("keeps the build's other files for an hour, as the replicas do, and never the page shell", async () => {
    const icon = await fetch(`${nginx.url}/favicon-32.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(icon.headers.get('content-security-policy')).toContain("default-src 'self'");
    const shell = await fetch(`${nginx.url}/index.html`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
  });

  it('proxies the API to the replicas', async () => {
    const health = await fetch(`${nginx.url}/_health`);
    expect(health.status).toBe(204);
    const list = await fetch(`${nginx.url}/api/products/all-products`);
    expect(list.status).toBe(200);
    expect((await list.json()).products).toEqual([]);
  });

  it('answers image URLs under the public address, where nginx serves them', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${nginx.url}/api/custom-images`, { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    const { secure_url: url } = await upload.json();
    expect(url.startsWith(`${nginx.url}/uploads/`)).toBe(true);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('holds a rate limit across both replicas through Redis', async () => {
    const message = JSON.stringify({ name: 'A', email: 'a@example.com', number: '1', message: 'Hi' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${nginx.url}/api/contact/save-message`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
        body: message,
      });
      statuses.push(res.status);
    }
    // Four per client across the fleet; each replica alone would have allowed four more.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429]);
  });
});
