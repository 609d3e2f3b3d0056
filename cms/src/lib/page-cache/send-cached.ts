import type { Context } from 'koa';
import type { CachedBody } from './page-cache';

/** Sends a cached answer through Koa: 304 when the client has it, else the body (Koa compresses it). */
export function sendCached(ctx: Context, cached: CachedBody, type: string): void {
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', cached.etag);
  ctx.status = cached.status;
  ctx.type = type;
  if (cached.status === 200 && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = cached.body;
}

export function sendCachedJson(ctx: Context, cached: CachedBody): void {
  sendCached(ctx, cached, 'application/json; charset=utf-8');
}
