import type { Core } from '@strapi/strapi';
import sharp from 'sharp';

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

export async function pngBytes(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7a1f2b' } })
    .png()
    .toBuffer();
}

export async function pngDataUrl(): Promise<string> {
  return `data:image/png;base64,${(await pngBytes()).toString('base64')}`;
}

export const CUSTOMER = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '0300 1234567',
  address: '12 Canal Road',
  city: 'Lahore',
  country: 'Pakistan',
};
