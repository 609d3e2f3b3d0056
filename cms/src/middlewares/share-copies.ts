import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { RateLimitError } from '../lib/errors';
import { ensureShareCopy } from '../lib/images/share-copy-files';
import { uploadHashOfShareCopy } from '../lib/images/share-copy';

/**
 * `GET /uploads/share/<hash>.jpg`: a local picture's share preview, made on its first request and kept on
 * disk; the upload plugin's static server answers it like any upload (a 404 for a hash it does not share).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const hash = ctx.method === 'GET' || ctx.method === 'HEAD' ? uploadHashOfShareCopy(ctx.path) : null;
    if (hash) {
      await ensureShareCopy(strapi, ctx.path, hash).catch((error: unknown) => {
        if (error instanceof RateLimitError) throw error;
        // A picture that cannot be read has no preview: a 404, as for any missing upload.
        strapi.log.warn(`No share copy for ${ctx.path}: ${error instanceof Error ? error.message : error}`);
      });
    }
    await next();
  };
};
