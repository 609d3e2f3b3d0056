import type { Core } from '@strapi/strapi';

const FILE_UID = 'plugin::upload.file';
const FOLDER_UID = 'plugin::upload.folder';
const ORDER_UID = 'api::order.order';
/** The media library folder that holds shoppers' photos (custom fields), apart from catalogue images. */
export const SHOPPER_PHOTO_FOLDER = 'Shopper photos';
/** A photo no order has used within this time after its upload is removed. */
export const SHOPPER_PHOTO_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** The folder's id, created on first use. */
export async function shopperPhotoFolder(strapi: Core.Strapi): Promise<number> {
  const existing = await strapi.db
    .query(FOLDER_UID)
    .findOne({ where: { name: SHOPPER_PHOTO_FOLDER, parent: null } });
  if (existing) return existing.id;
  const created = await strapi.plugin('upload').service('folder').create({ name: SHOPPER_PHOTO_FOLDER });
  return created.id;
}

/** Every string an order's custom fields hold (photo fields hold the photo's URL). */
function customFieldValues(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) =>
    Object.values((item as { customFields?: Record<string, unknown> })?.customFields ?? {}).filter(
      (value): value is string => typeof value === 'string',
    ),
  );
}

/**
 * Removes shoppers' photos older than a day that no order uses (file and media-library row).
 * An order can only use a photo uploaded before it, so only orders since the oldest candidate are read.
 */
export async function removeUnusedShopperPhotos(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SHOPPER_PHOTO_MAX_AGE_MS);
  const candidates = await strapi.db.query(FILE_UID).findMany({
    where: { folder: { name: SHOPPER_PHOTO_FOLDER }, createdAt: { $lt: cutoff } },
    select: ['id', 'hash', 'createdAt'],
    orderBy: { createdAt: 'asc' },
    limit: BATCH,
  });
  if (candidates.length === 0) return 0;
  const used = new Set<string>();
  for (let offset = 0; ; offset += BATCH) {
    const orders = await strapi.db.query(ORDER_UID).findMany({
      where: { createdAt: { $gte: candidates[0].createdAt } },
      select: ['id', 'items'],
      orderBy: { id: 'asc' },
      offset,
      limit: BATCH,
    });
    for (const order of orders) for (const value of customFieldValues(order.items)) used.add(value);
    if (orders.length < BATCH) break;
  }
  const usedValues = [...used];
  let removed = 0;
  for (const photo of candidates) {
    if (usedValues.some((value) => value.includes(photo.hash))) continue;
    // Another instance on the same SQLite file may have removed it meanwhile.
    const file = await strapi.db.query(FILE_UID).findOne({ where: { id: photo.id } });
    if (!file) continue;
    await strapi.plugin('upload').service('upload').remove(file);
    removed += 1;
  }
  return removed;
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
  return strapi.db.connection.transaction(async (trx: any) => {
    const { rows } = await trx.raw('SELECT pg_try_advisory_xact_lock(hashtext(?)) AS locked', [name]);
    if (!rows[0].locked) return false;
    await work();
    return true;
  });
}
