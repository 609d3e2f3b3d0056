import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { StoredImage } from '@shop/contracts';
import { errors } from '@strapi/utils';
import createError from 'http-errors';
import type { CheckedImage } from './image-bytes';
import { UPLOAD_FILE_UID } from '../content-types';

/** The storage (Cloudinary) refused or could not be reached: a 502 the client can show, never a 500. */
function storageFailure(error: unknown) {
  if (error instanceof errors.ApplicationError || error instanceof createError.HttpError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return createError(502, `The image could not be stored: ${detail}`);
}

/** The copies of a stored file by width (Strapi's generated formats and the file itself), when it has any. */
function variantsOf(file: {
  url: string;
  width?: number;
  formats?: Record<string, { url: string; width: number }>;
}) {
  const copies = Object.values(file.formats ?? {}).filter((format) => format.url && format.width);
  if (copies.length === 0) return {};
  const variants = [...copies, ...(file.width ? [{ url: file.url, width: file.width }] : [])]
    .map(({ url, width }) => ({ url, width }))
    .sort((a, b) => a.width - b.width);
  return { variants };
}

/**
 * Stores a checked image through Strapi's upload plugin (local files, or Cloudinary when configured)
 * and answers it as {url, public_id}; public_id is the upload's hash, which Cloudinary also uses as its id.
 * `folder` puts it in a media-library folder (shoppers' photos live apart from catalogue images).
 */
export async function storeImage(
  strapi: Core.Strapi,
  image: CheckedImage,
  baseName: string,
  folder?: number,
): Promise<StoredImage> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-image-'));
  const safeName = `${baseName.replace(/[^\w-]+/g, '-').slice(0, 40) || 'image'}${image.ext}`;
  const filepath = path.join(dir, `${crypto.randomUUID()}${image.ext}`);
  try {
    await fs.writeFile(filepath, image.bytes);
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: safeName, alternativeText: baseName, folder } },
        files: { filepath, originalFilename: safeName, mimetype: image.mime, size: image.bytes.length },
      })
      .catch((error: unknown) => {
        throw storageFailure(error);
      });
    return { url: file.url, public_id: file.hash, ...variantsOf(file) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Removes stored images by public_id; ids that are not stored uploads are ignored. */
export async function removeImages(strapi: Core.Strapi, publicIds: readonly string[]): Promise<void> {
  for (const hash of publicIds) {
    const file = await strapi.db.query(UPLOAD_FILE_UID).findOne({ where: { hash } });
    if (file) await strapi.plugin('upload').service('upload').remove(file);
  }
}
