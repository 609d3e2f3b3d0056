// The template the preview figures are measured on: a Nikkah-Nama whose Names field is placed on its
// picture, created through the staff API as staff create one (the seeded templates have no layout).
import { pictureBytes } from '../lib/fixtures.mjs';
import { BENCH_STAFF } from './boot-shop.js';

/** The placed field the keystrokes type into, and the preview box that draws it. */
export const PREVIEW_FIELD = 'Names';

async function staffToken(shopUrl: string): Promise<string> {
  const res = await fetch(`${shopUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_STAFF),
  });
  if (!res.ok) throw new Error(`The bench's staff login failed: ${res.status}`);
  return (await res.json()).token;
}

/** Creates the template and answers its id. */
export async function createPreviewTemplate(shopUrl: string): Promise<string> {
  const picture = await pictureBytes({ width: 800, height: 1000, colour: '#f3e7d3', format: 'jpeg' });
  const res = await fetch(`${shopUrl}/api/custom-products/create-custom-product-template`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: await staffToken(shopUrl) },
    body: JSON.stringify({
      name: 'Bench Nikkah-Nama',
      description: 'Your names, drawn as you type.',
      category: 'Nikkah-Nama',
      subCategory: '',
      stock: 5,
      hasFrame: true,
      frameColors: ['Golden'],
      sizes: [{ size: 'A4', actualPrice: 3000 }],
      fields: [
        {
          fieldName: PREVIEW_FIELD,
          fieldType: 'text',
          required: true,
          layout: { x: 0.1, y: 0.4, w: 0.8, h: 0.15, font: 'serif', size: 0.05, color: '#7a1f1f' },
        },
        {
          fieldName: 'Photo',
          fieldType: 'image',
          required: false,
          layout: { x: 0.3, y: 0.1, w: 0.4, h: 0.25 },
        },
      ],
      templateImages: [`data:image/jpeg;base64,${picture.toString('base64')}`],
    }),
  });
  if (res.status !== 201)
    throw new Error(`The preview template was refused: ${res.status} ${await res.text()}`);
  return (await res.json())._id;
}
