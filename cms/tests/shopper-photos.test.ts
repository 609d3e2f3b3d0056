import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDERED_PHOTO_FOLDER,
  onOneInstance,
  removeUnusedShopperPhotos,
  SHOPPER_PHOTO_MAX_AGE_MS,
} from '../src/lib/images/shopper-photos';
import { createTemplate, pngBytes } from './helpers/fixtures';
import { orderPersonalisedLine } from './helpers/place-order';
import { startShop, type TestShop } from './helpers/shop-server';

// Behind a trusted proxy each upload can come from its own address, apart from the hourly-limit test.
let shop: TestShop;
let template: any;
let nextAddress = 1;

beforeAll(async () => {
  shop = await startShop({
    TRUST_PROXY: 'true',
    RATE_LIMIT_CUSTOM_IMAGE: '100/60',
    RATE_LIMIT_CUSTOM_IMAGE_HOURLY: '3/3600',
  });
  template = await createTemplate(shop.strapi, { stock: 50 });
});
afterAll(() => shop.stop());

/** A photo that prints sharp at A4 (about 155 DPI): the orders below are not refused for its size. */
const A4_PHOTO = { width: 1300, height: 1800 };

async function upload(ip = `198.51.100.${nextAddress++}`) {
  const res = await shop
    .api()
    .post('/api/custom-images')
    .set('X-Forwarded-For', ip)
    .attach('file', await pngBytes(A4_PHOTO.width, A4_PHOTO.height), {
      filename: 'me.png',
      contentType: 'image/png',
    });
  return res;
}

async function uploadedPhoto() {
  const res = await upload();
  expect(res.status).toBe(200);
  const file = await shop.strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { hash: res.body.public_id } });
  return { url: res.body.secure_url as string, file, onDisk: path.join(shop.publicDir, file.url) };
}

/** Dates the photo's upload back, as if it had been uploaded that long ago. */
async function age(fileId: number, ms: number) {
  await shop.strapi.db
    .query('plugin::upload.file')
    .update({ where: { id: fileId }, data: { createdAt: new Date(Date.now() - ms) } });
}

const exists = async (id: number) =>
  (await shop.strapi.db.query('plugin::upload.file').count({ where: { id } })) === 1;

describe('shoppers’ photos', () => {
  it('are limited per address per hour as well as per minute', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 3; i++) expect((await upload(ip)).status).toBe(200);
    const limited = await upload(ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(
      'Too many uploads from your connection. Please try again in an hour.',
    );
  });

  it('not used by an order within a day are removed, file and row; used or fresh ones stay', async () => {
    const unused = await uploadedPhoto();
    const used = await uploadedPhoto();
    const fresh = await uploadedPhoto();
    await orderPersonalisedLine(shop, template.documentId, {
      Name: 'Sara',
      Font: 'Script',
      Photo: used.url,
    }).expect(201);
    const dayAndAHour = SHOPPER_PHOTO_MAX_AGE_MS + 60 * 60 * 1000;
    await age(unused.file.id, dayAndAHour);
    await age(used.file.id, dayAndAHour);
    await age(fresh.file.id, 60 * 60 * 1000);
    expect(fs.existsSync(unused.onDisk)).toBe(true);

    expect(await removeUnusedShopperPhotos(shop.strapi)).toBe(1);

    expect(await exists(unused.file.id)).toBe(false);
    expect(fs.existsSync(unused.onDisk)).toBe(false);
    expect(await exists(used.file.id)).toBe(true);
    expect(fs.existsSync(used.onDisk)).toBe(true);
    // Checked once: it moves out of the clean-up's way.
    const moved = await shop.strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { id: used.file.id }, populate: ['folder'] });
    expect(moved.folder.name).toBe(ORDERED_PHOTO_FOLDER);
    expect(await exists(fresh.file.id)).toBe(true);
    expect(await removeUnusedShopperPhotos(shop.strapi)).toBe(0);
  });

  it('count as used only as the exact value of an image field, not inside a text or another value', async () => {
    const named = await uploadedPhoto();
    const hashed = await uploadedPhoto();
    const suffixed = await uploadedPhoto();
    const kept = await uploadedPhoto();
    const order = (customFields: Record<string, string>) =>
      orderPersonalisedLine(shop, template.documentId, customFields).expect(201);
    await order({ Name: named.url, Font: 'Script', Photo: `${suffixed.url}?copy=1` });
    await order({ Name: `${hashed.file.hash} ${suffixed.file.hash} ${kept.file.hash}`, Font: 'Serif' });
    await order({ Name: 'Sara', Font: 'Script', Photo: kept.url });
    for (const photo of [named, hashed, suffixed, kept])
      await age(photo.file.id, SHOPPER_PHOTO_MAX_AGE_MS + 60_000);

    expect(await removeUnusedShopperPhotos(shop.strapi)).toBe(3);

    for (const photo of [named, hashed, suffixed]) expect(await exists(photo.file.id)).toBe(false);
    expect(await exists(kept.file.id)).toBe(true);
  });

  it('the clean-up never touches catalogue images, however old', async () => {
    const staffImage = await shop.strapi.db.query('plugin::upload.file').create({
      data: {
        name: 'poster.webp',
        hash: 'poster_old',
        ext: '.webp',
        mime: 'image/webp',
        size: 1,
        url: '/uploads/poster_old.webp',
        provider: 'local',
        folderPath: '/',
      },
    });
    await age(staffImage.id, 30 * SHOPPER_PHOTO_MAX_AGE_MS);
    await removeUnusedShopperPhotos(shop.strapi);
    expect(await exists(staffImage.id)).toBe(true);
  });

  it('the clean-up is a Strapi cron task that runs every hour', async () => {
    const spec = (shop.strapi as any).cron.jobs.find((job: any) => job.name === 'removeUnusedShopperPhotos');
    expect(spec).toBeDefined();
    const next = spec.job.nextInvocation() as Date;
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    const unused = await uploadedPhoto();
    await age(unused.file.id, SHOPPER_PHOTO_MAX_AGE_MS + 60 * 1000);
    await spec.job.invoke();
    expect(await exists(unused.file.id)).toBe(false);
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'runs on one instance at a time when several share PostgreSQL',
    async () => {
      let finish!: () => void;
      let started!: () => void;
      const holding = new Promise<void>((resolve) => (started = resolve));
      const first = onOneInstance(shop.strapi, 'test-lease', () => {
        started();
        return new Promise<void>((resolve) => (finish = resolve));
      });
      // The first call holds the lock once its work has started (or answers false if it never got it).
      await Promise.race([holding, first]);
      expect(await onOneInstance(shop.strapi, 'test-lease', async () => undefined)).toBe(false);
      finish();
      expect(await first).toBe(true);
      expect(await onOneInstance(shop.strapi, 'test-lease', async () => undefined)).toBe(true);
    },
  );
});
