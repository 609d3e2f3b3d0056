import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { MAX_UPLOAD_BYTES } from '@shop/contracts';
import { ValidationError } from '../errors';
import { type BodyKind, findShopRoute } from '../shop-routes';
import { requireOwner, staffOfRequest } from '../staff-auth';
import { BODY_ENCODINGS, BODY_LIMITS, bodyKindFor, isApiPath, tooLargeMessage } from './body-limits';

type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<void>;
/** Strapi's body middleware settings (config/middlewares.ts), passed to koa-body as they are. */
type BodyConfig = { formidable?: object } & Record<string, unknown>;
type BodyFactory = (config: BodyConfig, context: { strapi: Core.Strapi }) => Middleware;

function answer(ctx: Context, status: 413 | 415, name: string, message: string) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message } };
}

function hasBody(ctx: Context): boolean {
  return ctx.req.headers['transfer-encoding'] !== undefined || Number(ctx.get('Content-Length') || 0) > 0;
}

/** koa-body's options for one kind of body: every size limit is the kind's, counted after decoding. */
function configFor(kind: BodyKind, config: BodyConfig) {
  const limit = BODY_LIMITS[kind];
  return {
    ...config,
    patchKoa: true,
    jsonLimit: limit,
    formLimit: limit,
    textLimit: limit,
    multipart: kind === 'file',
    formidable: {
      ...config.formidable,
      maxFiles: 1,
      maxFileSize: MAX_UPLOAD_BYTES + 1024 * 1024,
      maxFieldsSize: 64 * 1024,
    },
  };
}

/**
 * The API's reader of one kind of body: koa-body, made once. Strapi's body middleware makes koa-body
 * anew for every request, and koa-body checks its options with zod each time: about 4 % of a
 * submit's CPU. The API's only file route reads its field itself (Strapi's reader guesses the type of
 * a panel upload's `files`), and its files are removed here when the request ends.
 */
function apiBodyReader(options: ReturnType<typeof configFor>): Middleware {
  const read = koaBody(options);
  return async (ctx, next) => {
    await read(ctx, async () => {});
    await next();
  };
}

/** Every file the request's multipart body left in the temporary folder, whatever its field. */
async function removeUploadedFiles(ctx: Context): Promise<void> {
  const files = Object.values(ctx.request.files ?? {}).flat() as { filepath?: string }[];
  await Promise.all(files.map((file) => file?.filepath && fs.rm(file.filepath, { force: true })));
}

/** A failure of reading the body itself (not of the route behind it), as the client's error it is. */
/** What koa-body, raw-body, formidable and zlib put on the errors they throw. */
interface BodyReadFailure {
  type?: unknown;
  status?: unknown;
  httpCode?: unknown;
  code?: unknown;
}

function bodyError(ctx: Context, tooLarge: string, error: unknown): unknown {
  const failure = (error ?? {}) as BodyReadFailure;
  if (failure.type === 'entity.too.large' || failure.status === 413) {
    answer(ctx, 413, 'PayloadTooLargeError', tooLarge);
    return null;
  }
  if (failure.type === 'encoding.unsupported' || failure.status === 415) {
    answer(ctx, 415, 'UnsupportedMediaTypeError', 'The request body uses an unsupported Content-Encoding');
    return null;
  }
  if (failure.httpCode === 413) {
    answer(ctx, 413, 'PayloadTooLargeError', tooLarge);
    return null;
  }
  if (failure.httpCode === 400) return new ValidationError('The request body is not valid multipart data');
  if (typeof failure.code === 'string' && failure.code.startsWith('Z_'))
    return new ValidationError('The request body is not valid gzip or deflate data');
  if (error instanceof SyntaxError && (error as { status?: number }).status === 400)
    return new ValidationError(`The request body is not valid JSON: ${error.message}`);
  return error;
}

/** Runs a body reader; a failure to read the body (not of the route behind it) answers as the client's error. */
async function readBody(reader: Middleware, ctx: Context, next: () => Promise<void>, tooLarge: string) {
  let read = false;
  try {
    await reader(ctx, () => {
      read = true;
      return next();
    });
  } catch (error) {
    if (read) throw error;
    const refusal = bodyError(ctx, tooLarge, error);
    if (refusal) throw refusal;
  }
}

/**
 * Replaces Strapi's body reader (`strapi::body`, koa-body and co-body) on the API, so that a
 * request's body is read with its route's limit, counted on the decoded bytes so a compressed or
 * chunked body cannot grow past it; refused before reading when it cannot be right (too long,
 * multipart where no file is taken, an unknown encoding, a staff route without staff); and its
 * uploaded files removed when the request ends, whatever the answer. Other paths (the Strapi panel)
 * keep Strapi's own reader and settings.
 */
export function readBodiesByRoute(strapi: Core.Strapi): void {
  strapi.get('middlewares').extend('strapi::body', (strapiBody: BodyFactory): BodyFactory => {
    return (config, context) => {
      const forPanel = strapiBody(config, context);
      const readers = Object.fromEntries(
        (Object.keys(BODY_LIMITS) as BodyKind[]).map((kind) => [
          kind,
          apiBodyReader(configFor(kind, config)),
        ]),
      ) as Record<BodyKind, Middleware>;

      async function readApiBody(ctx: Context, next: () => Promise<void>) {
        const route = findShopRoute(ctx.method, ctx.path);
        const kind = bodyKindFor(ctx.method, route);
        if (hasBody(ctx)) {
          if (Number(ctx.get('Content-Length') || 0) > BODY_LIMITS[kind])
            return answer(ctx, 413, 'PayloadTooLargeError', tooLargeMessage(kind));
          const multipart = Boolean(ctx.is('multipart'));
          if (multipart && kind !== 'file')
            return answer(ctx, 415, 'UnsupportedMediaTypeError', 'This request does not take files');
          const encoding = ctx.get('Content-Encoding') || 'identity';
          const encodings: readonly string[] = multipart ? ['identity'] : BODY_ENCODINGS;
          if (!encodings.includes(encoding))
            return answer(
              ctx,
              415,
              'UnsupportedMediaTypeError',
              `Content-Encoding ${encoding.slice(0, 40)} is not supported: send ${encodings.join(', ')}`,
            );
          if (route?.access === 'staff' || route?.access === 'owner')
            ctx.state.staff = await staffOfRequest(strapi, ctx.state, ctx.request.header.authorization);
          if (route?.access === 'owner') requireOwner(ctx.state.staff);
        }
        await readBody(readers[kind], ctx, next, tooLargeMessage(kind));
      }

      return async (ctx, next) => {
        try {
          await (isApiPath(ctx.path)
            ? readApiBody(ctx, next)
            : readBody(forPanel, ctx, next, 'The request is too large'));
        } finally {
          await removeUploadedFiles(ctx);
        }
      };
    };
  });
}
