import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
/** The client is gone: it hung up (a closed tab, a lost connection) before the answer was sent. */
function clientGone(ctx: Context): boolean {
  const req = ctx?.req;
  // Not `req.destroyed`: a request whose body was read to the end is destroyed too.
  return Boolean(req && (req.aborted || req.socket?.destroyed));
}

function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0];
}

/**
 * A client that hangs up mid-request is no server error: it gets one line in the log instead of
 * Strapi's error log with a stack trace (and Koa's own printed one), and nobody to answer. Placed
 * right after `strapi::errors`, so it sees the error before that middleware logs it.
 */
/** One warning line per request whose client left, whichever of the two paths below sees it first. */
function logClientGone(strapi: Core.Strapi, ctx: Context, error: unknown) {
  if (ctx.state?.clientGoneLogged) return;
  if (ctx.state) ctx.state.clientGoneLogged = true;
  strapi.log.warn(`Client closed the connection during ${ctx.method} ${ctx.path}: ${firstLine(error)}`);
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const app = strapi.server.app;
  // Koa (and Strapi's upload plugin, which forwards every app error to it) prints app errors with their
  // stack to stderr: a socket that ends mid-parse is one. The listener below logs them instead.
  app.onerror = () => undefined;
  app.on('error', (error: unknown, ctx: Context) => {
    if (clientGone(ctx)) logClientGone(strapi, ctx, error);
    else strapi.log.error(error);
  });
  return async (ctx: Context, next: () => Promise<void>) => {
    try {
      await next();
    } catch (error) {
      if (!clientGone(ctx)) throw error;
      logClientGone(strapi, ctx, error);
      ctx.status = 400;
      ctx.body = null;
    }
  };
};
