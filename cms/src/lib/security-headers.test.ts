import { createRequire } from 'node:module';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { env } from '@strapi/utils';
import { afterEach, describe, expect, it } from 'vitest';
import middlewares from '../../config/middlewares';
import { type SecurityHeadersConfig, securityHeaders } from './security-headers';

type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<unknown> | unknown;
const require = createRequire(__filename);
// Strapi's own middleware, by its file: the package does not export it.
const stockFile = path.join(path.dirname(require.resolve('@strapi/core')), 'middlewares', 'security.js');
const { security: stockSecurity } = require(stockFile) as {
  security: (config: object, context: { strapi: object }) => Middleware;
};

const strapi = {
  config: {
    get: (key: string) =>
      ({ 'admin.path': '/admin', environment: process.env.NODE_ENV })[key as 'admin.path'],
  },
  plugin: () => undefined,
} as unknown as Core.Strapi;

function shopConfig(): SecurityHeadersConfig {
  const entries: unknown[] = middlewares({ env } as unknown as Parameters<typeof middlewares>[0]);
  const entry = entries.find(
    (item) => typeof item === 'object' && (item as { name?: string }).name === 'strapi::security',
  );
  if (!entry) throw new Error('config/middlewares.ts has no strapi::security');
  return (entry as { config: SecurityHeadersConfig }).config;
}

async function headersOf(middleware: Middleware, method: string, path: string) {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.url = path;
  const res = new ServerResponse(req);
  let calledOn = false;
  // Both middlewares read only these of Koa's context.
  await middleware({ method, path, req, res } as unknown as Context, async () => {
    calledOn = true;
  });
  expect(calledOn).toBe(true);
  return res.getHeaders();
}

const REQUESTS = [
  ['GET', '/'],
  ['GET', '/products'],
  ['GET', '/api/products/listing'],
  ['POST', '/api/orders/create-order'],
  ['GET', '/admin'],
  ['GET', '/admin/content-manager'],
  ['POST', '/admin/login'],
] as const;

describe('securityHeaders', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  // Strapi's own middleware, given the shop's CSP as config/middlewares.ts gave it before, is the reference.
  for (const mode of ['production', 'development']) {
    it(`sets the headers strapi::security sets with the shop's CSP (${mode})`, async () => {
      process.env.NODE_ENV = mode;
      const config = shopConfig();
      const ours = securityHeaders(config, { strapi });
      const stock = stockSecurity({ contentSecurityPolicy: config.helmet.contentSecurityPolicy }, { strapi });
      for (const [method, path] of REQUESTS) {
        expect(await headersOf(ours, method, path), `${method} ${path}`).toEqual(
          await headersOf(stock, method, path),
        );
      }
    });
  }

  it('lets the panel run its inline scripts and reach its dev server only in development', async () => {
    process.env.NODE_ENV = 'development';
    const development = securityHeaders(shopConfig(), { strapi });
    process.env.NODE_ENV = 'production';
    const production = securityHeaders(shopConfig(), { strapi });
    const csp = async (middleware: Middleware, path: string) =>
      String((await headersOf(middleware, 'GET', path))['content-security-policy']);

    expect(await csp(development, '/admin')).toContain("script-src 'self' 'unsafe-inline'");
    expect(await csp(development, '/admin')).toContain('ws:');
    expect(await csp(development, '/products')).toContain("script-src 'self';");
    expect(await csp(production, '/admin')).toBe(await csp(production, '/products'));
    expect(await csp(production, '/admin')).toContain("script-src 'self';");
  });
});
