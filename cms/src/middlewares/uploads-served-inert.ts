import fs from 'node:fs';
import path from 'node:path';
import { ALLOWED_IMAGE_TYPES } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

const IMAGE_TYPES: readonly string[] = ALLOWED_IMAGE_TYPES;

/**
 * A file of the uploads folder is answered as what it is only when it is one of the shop's image types;
 * anything else (HTML, JavaScript, SVG, XML: a panel user's upload from before the allow list, or one
 * copied there) is a download that no browser runs: `application/octet-stream` (with nosniff a script
 * tag refuses it), an attachment, and a sandboxing policy. It judges the file actually sent, so every
 * spelling of the path and both static servers (the upload plugin's and `strapi::public`) are covered.
 * Listed after `strapi::compression`, which would otherwise wrap the file in a gzip stream first.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const uploadsDir = path.resolve(strapi.dirs.static.public, 'uploads') + path.sep;
  return async (ctx: Context, next: Next) => {
    await next();
    const body = ctx.body;
    if (!(body instanceof fs.ReadStream)) return;
    if (!path.resolve(String(body.path)).startsWith(uploadsDir)) return;
    if (IMAGE_TYPES.includes(ctx.response.type)) return;
    ctx.attachment(path.basename(String(body.path)));
    ctx.type = 'application/octet-stream';
    ctx.set('Content-Security-Policy', 'sandbox');
  };
};
