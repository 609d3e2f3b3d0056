import { MAX_UPLOAD_BYTES } from '@shop/contracts';
import { ValidationError } from '../lib/errors';
import { type BodyKind, findShopRoute } from '../lib/shop-routes';

const KB = 1024;
const MB = 1024 * KB;

const LIMITS: Record<BodyKind, number> = {
  none: 16 * KB,
  json: MB,
  // Two new images, base64-encoded, plus the fields.
  'json-images': Math.ceil((2 * MAX_UPLOAD_BYTES * 4) / 3) + MB,
  file: MAX_UPLOAD_BYTES + 256 * KB,
};

/** Largest body an API request may send: its shop route's, else 16 KB for reads and deletes and 1 MB for writes. */
export function bodyLimitFor(method: string, path: string): number | null {
  if (!path.toLowerCase().startsWith('/api/')) return null;
  const route = findShopRoute(method, path);
  if (route) return LIMITS[route.body];
  return method === 'GET' || method === 'HEAD' || method === 'DELETE' ? LIMITS.none : LIMITS.json;
}

/** co-body marks a body it cannot parse as a 400 SyntaxError; answer it as a plain validation error. */
function isUnparsableBody(error: unknown): error is SyntaxError {
  return error instanceof SyntaxError && (error as SyntaxError & { status?: number }).status === 400;
}

/**
 * Refuses an oversized API body before it is read, and a body that is not JSON, with a message the
 * client can show (and without logging a client's mistake as a server error).
 */
export default () => {
  return async (ctx: any, next: () => Promise<void>) => {
    const limit = bodyLimitFor(ctx.method, ctx.path);
    const length = Number(ctx.get('Content-Length') || 0);
    if (limit !== null && length > limit) {
      ctx.status = 413;
      ctx.body = {
        data: null,
        error: {
          status: 413,
          name: 'PayloadTooLargeError',
          message:
            ctx.path === '/api/custom-images'
              ? 'File size too large. Max 10MB allowed.'
              : `The request is too large (at most ${Math.floor(limit / KB)} KB)`,
        },
      };
      return;
    }
    try {
      await next();
    } catch (error) {
      if (isUnparsableBody(error))
        throw new ValidationError(`The request body is not valid JSON: ${error.message}`);
      throw error;
    }
  };
};
