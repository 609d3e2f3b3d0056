import { MAX_UPLOAD_BYTES } from '@shop/contracts';
import { ValidationError } from '../lib/errors';

const KB = 1024;
const MB = 1024 * KB;

/** Largest body each API route takes: admin image writes carry two base64 images, uploads one file. */
export function bodyLimitFor(method: string, path: string): number | null {
  if (!path.startsWith('/api/')) return null;
  if (method === 'GET' || method === 'HEAD' || method === 'DELETE') return 16 * KB;
  if (path === '/api/custom-images') return MAX_UPLOAD_BYTES + 256 * KB;
  if (
    path === '/api/products/add-product' ||
    path.startsWith('/api/products/update-product/') ||
    path === '/api/custom-products/create-custom-product-template'
  ) {
    return Math.ceil((2 * MAX_UPLOAD_BYTES * 4) / 3) + MB;
  }
  return MB;
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
