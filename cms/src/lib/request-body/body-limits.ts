import { MAX_UPLOAD_BYTES, SHOP_MESSAGES } from '@shop/contracts';
import type { BodyKind, ShopRoute } from '../shop-routes';

const KB = 1024;
const MB = 1024 * KB;

export const BODY_LIMITS: Record<BodyKind, number> = {
  none: 16 * KB,
  json: MB,
  // Two new images, base64-encoded, plus the fields.
  'json-images': Math.ceil((2 * MAX_UPLOAD_BYTES * 4) / 3) + MB,
  file: MAX_UPLOAD_BYTES + 256 * KB,
};

const BODYLESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

export function isApiPath(path: string): boolean {
  return path.toLowerCase().startsWith('/api/');
}

/** What an API request's body may hold: its shop route's kind, else nothing for reads and a small JSON object for writes. */
export function bodyKindFor(method: string, route: ShopRoute | null): BodyKind {
  if (route) return route.body;
  return BODYLESS.has(method.toUpperCase()) ? 'none' : 'json';
}

/** The message of a 413: the upload's own wording of the spec, else the limit. */
export function tooLargeMessage(kind: BodyKind): string {
  return kind === 'file'
    ? SHOP_MESSAGES.fileTooLarge
    : `The request is too large (at most ${Math.floor(BODY_LIMITS[kind] / KB)} KB)`;
}

/** Content codings a JSON body may arrive in; the limit counts the decoded bytes. */
export const BODY_ENCODINGS = ['identity', 'gzip', 'deflate'] as const;
