import type { Context } from 'koa';
/** `GET /_health` answers 204 as soon as the server accepts requests; it touches nothing else. */
export default () => {
  return async (ctx: Context, next: () => Promise<void>) => {
    if (ctx.path === '/_health' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.status = 204;
      return;
    }
    await next();
  };
};
