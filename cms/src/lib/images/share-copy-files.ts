import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ALLOWED_IMAGE_TYPES } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { onImageWorker } from './image-bytes';
import { renderShareCopy, shareCopyPath } from './share-copy';
import { ORDERED_PHOTO_FOLDER, SHOPPER_PHOTO_FOLDER } from './shopper-photos';
import { UPLOAD_FILE_UID } from '../content-types';

const IMAGE_TYPES: readonly string[] = ALLOWED_IMAGE_TYPES;
/** Shoppers' photos are theirs to order with, not the shop's to share: they get no share copy. */
const PRIVATE_FOLDERS = [SHOPPER_PHOTO_FOLDER, ORDERED_PHOTO_FOLDER];

/** Share copies being made, by path: a second request for one waits for the first instead of redoing it. */
const making = new Map<string, Promise<void>>();

function onDisk(strapi: Core.Strapi, urlPath: string): string {
  return path.join(strapi.dirs.static.public, urlPath);
}

/** The stored picture a share copy is made from: a local catalogue picture of the shop's image types. */
async function sourceOf(strapi: Core.Strapi, hash: string) {
  const file = await strapi.db.query(UPLOAD_FILE_UID).findOne({
    where: { hash, provider: 'local' },
    select: ['url', 'mime'],
    populate: { folder: { select: ['name'] } },
  });
  if (!file || !IMAGE_TYPES.includes(file.mime) || PRIVATE_FOLDERS.includes(file.folder?.name)) return null;
  const copy = shareCopyPath(file.url);
  return copy && { picture: onDisk(strapi, file.url), copy: onDisk(strapi, copy) };
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function makeShareCopy(strapi: Core.Strapi, hash: string, copyFile: string): Promise<void> {
  const source = await sourceOf(strapi, hash);
  if (!source || source.copy !== copyFile) return;
  const bytes = await onImageWorker(() => renderShareCopy(source.picture));
  await fs.mkdir(path.dirname(copyFile), { recursive: true });
  // Written whole, then renamed: the uploads' static server never sends half a file.
  const partial = `${copyFile}.${crypto.randomUUID()}.part`;
  await fs.writeFile(partial, bytes);
  await fs.rename(partial, copyFile);
}

/**
 * Makes the share copy at `urlPath` (`/uploads/share/<hash>.jpg`) when it is missing and its picture is
 * one the shop shares; the uploads' static server then answers it. Nothing is made for any other hash.
 */
export async function ensureShareCopy(strapi: Core.Strapi, urlPath: string, hash: string): Promise<void> {
  const copyFile = onDisk(strapi, urlPath);
  if (await exists(copyFile)) return;
  let pending = making.get(copyFile);
  if (!pending) {
    pending = makeShareCopy(strapi, hash, copyFile).finally(() => making.delete(copyFile));
    making.set(copyFile, pending);
  }
  await pending;
}

/** A picture removed or replaced in the media library loses its share copy (a replaced one is made again). */
export function keepShareCopiesCurrent(strapi: Core.Strapi): void {
  const drop = async ({ media }: { media?: { url?: unknown } }) => {
    const copy = typeof media?.url === 'string' ? shareCopyPath(media.url) : null;
    if (copy) await fs.rm(onDisk(strapi, copy), { force: true });
  };
  strapi.eventHub.on('media.delete', drop);
  strapi.eventHub.on('media.update', drop);
}
