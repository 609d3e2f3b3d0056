import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { photosOrderedSince } from './ordered-photos';
import { absoluteImageUrl } from './public-url';
import { UPLOAD_FILE_UID, UPLOAD_FOLDER_UID } from '../content-types';

/** The media library folder that holds shoppers' new photos (custom fields), apart from catalogue images. */
export const SHOPPER_PHOTO_FOLDER = 'Shopper photos';
/** Where a photo an order uses moves once checked, so later clean-ups never read it again. */
export const ORDERED_PHOTO_FOLDER = 'Ordered photos';
/** A photo no order has used within this time after its upload is removed. */
export const SHOPPER_PHOTO_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** A top-level media-library folder's id, created on first use. */
export async function folderNamed(strapi: Core.Strapi, name: string): Promise<number> {
  const existing = await strapi.db.query(UPLOAD_FOLDER_UID).findOne({ where: { name, parent: null } });
  if (existing) return existing.id;
  const created = await strapi.plugin('upload').service('folder').create({ name });
  return created.id;
}

export function shopperPhotoFolder(strapi: Core.Strapi): Promise<number> {
  return folderNamed(strapi, SHOPPER_PHOTO_FOLDER);
}

/**
 * Shoppers' new photos older than a day: those no order uses as an image field's value are removed
 * (file and media-library row), those an order uses move to the "Ordered photos" folder. An order can only use a photo
 * uploaded before it, so only orders since the oldest photo of a batch are read.
 */
export async function removeUnusedShopperPhotos(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SHOPPER_PHOTO_MAX_AGE_MS);
  const upload = strapi.plugin('upload').service('upload');
  let removed = 0;
  const handled = new Set<number>();
  for (;;) {
    const photos = await strapi.db.query(UPLOAD_FILE_UID).findMany({
      where: { folder: { name: SHOPPER_PHOTO_FOLDER }, createdAt: { $lt: cutoff } },
      select: ['id', 'url', 'createdAt'],
      orderBy: { createdAt: 'asc' },
      limit: BATCH,
    });
    // Nothing new (a photo that could not be moved would come back): done.
    if (photos.every((photo) => handled.has(photo.id))) return removed;
    const used = await photosOrderedSince(strapi, new Date(photos[0].createdAt));
    const ordered = await folderNamed(strapi, ORDERED_PHOTO_FOLDER);
    for (const photo of photos) {
      handled.add(photo.id);
      // Another instance on the same SQLite file may have handled it meanwhile.
      const file = await strapi.db.query(UPLOAD_FILE_UID).findOne({ where: { id: photo.id } });
      if (!file) continue;
      // As answered at upload (absolute), or as stored (a local `/uploads/` path): that exact value.
      if (used.has(photo.url) || used.has(absoluteImageUrl(strapi, photo.url))) {
        await upload.updateFileInfo(photo.id, { folder: ordered });
      } else {
        await upload.remove(file);
        removed += 1;
      }
    }
    if (photos.length < BATCH) return removed;
  }
}

/**
 * Runs `work` on one instance at a time when several share a PostgreSQL database (a transaction-level
 * advisory lock, released when the work ends); answers false when another instance holds it. On
 * SQLite (one machine, usually one process) the work runs as is: it is idempotent.
 */
export async function onOneInstance(strapi: Core.Strapi, name: string, work: () => Promise<unknown>) {
  if (strapi.db.dialect.client !== 'postgres') {
    await work();
    return true;
  }
  // A knex transaction of its own: it only holds the lock, the work uses the pool's other connections.
  return strapi.db.connection.transaction(async (trx: Knex.Transaction) => {
    const { rows } = await trx.raw('SELECT pg_try_advisory_xact_lock(hashtext(?)) AS locked', [name]);
    if (!rows[0].locked) return false;
    await work();
    return true;
  });
}
