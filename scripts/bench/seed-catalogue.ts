// Bulk-inserts a large catalogue straight through the query engine (the document service would take minutes).
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

const require = createRequire(import.meta.url);
type StoredPicture = { url: string; public_id?: string; variants?: { url: string; width: number }[] };

/**
 * Real pictures for the catalogue, so the image bytes a page loads mean something: the demo art at the
 * size an owner's product photo has (1600 px on the longer side), stored as the shop stores images (with
 * its copies by width), by the compiled cms's own modules.
 */
async function benchPictures(strapi: Core.Strapi, count: number): Promise<StoredPicture[]> {
  const lib = path.join(process.cwd(), 'dist', 'src', 'lib'); // bootShop works in cms/
  const sharp = require(require.resolve('sharp', { paths: [process.cwd()] }));
  const { demoProducts } = require(path.join(lib, 'seed', 'demo-catalogue.js'));
  const { demoPictures } = require(path.join(lib, 'seed', 'demo-images.js'));
  const { storeImage } = require(path.join(lib, 'images', 'image-store.js'));
  const stored: StoredPicture[] = [];
  for (const [index, item] of demoProducts().slice(0, count).entries()) {
    const [picture] = await demoPictures(item, index);
    const bytes = await sharp(picture.bytes)
      .resize({ width: 1600, height: 1600, fit: 'inside' })
      .webp({ quality: 80 })
      .toBuffer();
    stored.push(await storeImage(strapi, { ...picture, bytes }, item.name));
  }
  return stored;
}

const TYPES = ['Posters', 'Frames', 'Posters With Frames', 'Polaroids', 'Stickers', 'Nikkah-Nama'] as const;
const CATEGORIES = ['ANIME', 'CARS', 'SPACE', 'FLORAL', 'CRICKET', 'ISLAMIC', 'VINTAGE', 'NBA'];
// The compiled contracts (CommonJS), as in seed-orders.ts.
const contracts: typeof import('@shop/contracts') = require('@shop/contracts');

/** A category of the item's type: the art categories for posters and frames, the type's own list otherwise. */
function subCategoryOf(type: (typeof TYPES)[number], i: number): string {
  const own = contracts.CATEGORIES_BY_TYPE[type];
  if (own.length === 0) return '';
  return own.includes(CATEGORIES[i % CATEGORIES.length])
    ? CATEGORIES[i % CATEGORIES.length]
    : own[i % own.length];
}

/** Like Strapi's (cuid2): 24 lowercase letters and digits, a letter first (Strapi reads `'9abc…'` as id 9). */
function documentId(): string {
  const rest = crypto
    .randomBytes(18)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'a')
    .slice(0, 23);
  return `${String.fromCharCode(97 + crypto.randomInt(26))}${rest}`;
}

let stored: Promise<StoredPicture[]> | undefined;

/**
 * `products` products and `templates` templates; `offset` products are already there (a second call
 * grows the catalogue: its products are numbered on and older, so the newest stay the newest).
 */
export async function seedCatalogue(
  strapi: Core.Strapi,
  products: number,
  templates: number,
  offset = 0,
): Promise<string[]> {
  const ids: string[] = [];
  const now = Date.now();
  stored ??= benchPictures(strapi, 12);
  const pictures = await stored;
  const rows = Array.from({ length: products }, (_, n) => {
    const i = n + offset;
    const id = documentId();
    ids.push(id);
    const type = TYPES[i % TYPES.length];
    return {
      documentId: id,
      name: `${CATEGORIES[i % CATEGORIES.length]} ${type} No. ${i + 1}`,
      description:
        'A benchmark product with a description long enough to look like a real one in the admin list.',
      category: type,
      subCategory: subCategoryOf(type, i),
      stock: 1_000_000,
      hasFrame: i % 2 === 0,
      // The shop's rules hold on this insert too (cms/src/lib/write-rules): colours only on framed items.
      frameColors: contracts.isFramed({ category: type, hasFrame: i % 2 === 0 }) ? ['Black', 'White'] : [],
      sizes: [
        { size: 'A4', actualPrice: 650 + (i % 50) * 10, discountedPrice: 499 + (i % 16) * 10 },
        { size: 'A3', actualPrice: 1100, discountedPrice: null },
      ],
      productImages: [pictures[i % pictures.length]],
      createdAt: new Date(now - i * 60_000),
      updatedAt: new Date(now - i * 60_000),
      // Strapi sets publishedAt on every row of a type without drafts; without it stock REST sees nothing.
      publishedAt: new Date(now - i * 60_000),
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await strapi.db.query('api::product.product').createMany({ data: rows.slice(start, start + 500) });
  }
  const templateRows = Array.from({ length: templates }, (_, i) => ({
    documentId: documentId(),
    name: `Custom Template ${i + 1}`,
    description: 'A benchmark template.',
    category: 'Posters',
    subCategory: 'CLASSIC',
    stock: 1000,
    hasFrame: false,
    frameColors: [],
    sizes: [{ size: 'A4', actualPrice: 900, discountedPrice: 800 }],
    templateImages: [pictures[(i + 5) % pictures.length]],
    fields: [{ fieldName: 'Name', fieldType: 'text', required: true, options: [] }],
    isNew: true,
    publishedAt: new Date(now),
  }));
  for (let start = 0; start < templateRows.length; start += 500) {
    await strapi.db
      .query('api::template.template')
      .createMany({ data: templateRows.slice(start, start + 500) });
  }
  return ids;
}

/** `perProduct` reviews on each of `productIds`, through the Document Service (it links the relation). */
export async function seedReviews(strapi: Core.Strapi, productIds: readonly string[], perProduct: number) {
  for (const product of productIds) {
    for (let i = 0; i < perProduct; i++) {
      await strapi.documents('api::review.review').create({
        data: {
          name: `Shopper ${i + 1}`,
          rating: (i % 5) + 1,
          comment: 'Lovely print, arrived well packed and quicker than expected.',
          product,
        } as any,
      });
    }
  }
}

/**
 * Opens Strapi's stock REST to anonymous callers, the reference we compare with: find/findOne on
 * products, find on reviews, create on orders. Its page limit is raised so one stock call can answer
 * all 10,000 products, as all-products does.
 */
export async function openStockRest(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  for (const action of [
    'api::product.product.find',
    'api::product.product.findOne',
    'api::review.review.find',
    'api::order.order.create',
  ]) {
    await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
  }
  raiseStockPageLimit(strapi);
}

/** The stock page limit of openStockRest: in the running config, so a shop booted on a copy needs it again. */
export function raiseStockPageLimit(strapi: Core.Strapi): void {
  strapi.config.set('api.rest.maxLimit', 10_000);
}
