import type { Core } from '@strapi/strapi';
import zlib from 'node:zlib';
import { pictureBytes, SHOPPER } from '../../../scripts/lib/fixtures.mjs';

let counter = 0;

/** A product straight in the catalogue (no HTTP, no image upload), with sensible defaults. */
export async function createProduct(strapi: Core.Strapi, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const doc = await strapi.documents('api::product.product').create({
    data: {
      name: `Test Poster ${counter}`,
      description: 'A poster for tests.',
      category: 'Posters',
      subCategory: 'SPACE',
      stock: 10,
      hasFrame: true,
      frameColors: ['Black', 'White'],
      sizes: [
        { size: 'A4', actualPrice: 650, discountedPrice: 499 },
        { size: 'A3', actualPrice: 1100, discountedPrice: null },
      ],
      productImages: [{ url: `/uploads/test-${counter}.webp`, public_id: `test-${counter}` }],
      ...overrides,
    } as any,
  });
  return doc as any;
}

export async function createTemplate(strapi: Core.Strapi, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const doc = await strapi.documents('api::template.template').create({
    data: {
      name: `Test Template ${counter}`,
      description: 'A customisable poster for tests.',
      category: 'Posters',
      subCategory: 'CLASSIC',
      stock: 10,
      hasFrame: false,
      frameColors: [],
      sizes: [{ size: 'A4', actualPrice: 800, discountedPrice: 700 }],
      templateImages: [{ url: `/uploads/template-${counter}.webp`, public_id: `template-${counter}` }],
      fields: [
        { fieldName: 'Name', fieldType: 'text', required: true, options: [] },
        { fieldName: 'Font', fieldType: 'dropdown', required: true, options: ['Script', 'Serif'] },
        { fieldName: 'Photo', fieldType: 'image', required: false, options: [] },
      ],
      isNew: true,
      ...overrides,
    } as any,
  });
  return doc as any;
}

export function pngBytes(width = 8, height = 8): Promise<Buffer> {
  return pictureBytes({ width, height });
}

export async function pngDataUrl(): Promise<string> {
  return `data:image/png;base64,${(await pngBytes()).toString('base64')}`;
}

export const CUSTOMER = SHOPPER;

/** A staff product form as the storefront sends it, showing the given pictures (data URLs). */
export function productFormWith(productImages: string[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'Galaxy Poster',
    description: 'Deep space in rich colours.',
    category: 'Posters',
    subCategory: 'space',
    stock: 12,
    hasFrame: true,
    frameColors: ['Black'],
    sizes: [{ size: 'A4', actualPrice: 650, discountedPrice: 499 }],
    productImages,
    isNew: true,
    ...overrides,
  };
}

/** A staff template form as the storefront sends it, showing the given pictures (data URLs). */
export function templateFormWith(templateImages: string[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'Name Poster',
    stock: 5,
    description: 'Your name in lights.',
    category: 'Posters',
    subCategory: 'CLASSIC',
    hasFrame: false,
    frameColors: [],
    sizes: [{ size: 'A4', actualPrice: 900 }],
    fields: [
      { fieldName: 'Name', fieldType: 'text', required: true, options: [] },
      { fieldName: 'Style', fieldType: 'dropdown', required: false, options: ['Bold', 'Thin'] },
      { fieldName: 'Photo', fieldType: 'image', required: true },
    ],
    templateImages,
    isNew: true,
    ...overrides,
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black-and-white PNG of width x height that weighs a few KB: a decompression bomb. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
