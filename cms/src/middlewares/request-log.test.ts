import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import requestLog from './request-log';

function shopLogging(level: 'http' | 'warn') {
  const http = vi.fn();
  const strapi = {
    log: { isLevelEnabled: (asked: string) => asked !== 'http' || level === 'http', http },
  } as unknown as Core.Strapi;
  return { http, middleware: requestLog(undefined, { strapi }) };
}

const request = () => ({ method: 'POST', url: '/api/orders/create-order', status: 404 }) as Context;

describe('global::request-log', () => {
  it('logs one line per request, as strapi::logger words it, with the status the route gave', async () => {
    const { http, middleware } = shopLogging('http');
    const ctx = request();
    await middleware(ctx, async () => {
      ctx.status = 201;
    });
    expect(http).toHaveBeenCalledTimes(1);
    expect(http.mock.calls[0][0]).toMatch(/^POST \/api\/orders\/create-order \(\d+ ms\) 201$/);
  });

  it('neither writes nor formats a line when LOG_LEVEL leaves http out', async () => {
    const { http, middleware } = shopLogging('warn');
    const next = vi.fn(async () => undefined);
    await middleware(request(), next);
    expect(next).toHaveBeenCalledTimes(1);
    expect(http).not.toHaveBeenCalled();
  });
});
