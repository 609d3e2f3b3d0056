// The template the preview is measured and tested on: a Nikkah-Nama whose names are placed on its
// picture, created through the staff API as staff create one (the seeded templates have no layout).
import { pictureBytes } from './fixtures.mjs';

/** The names, placed across the middle of the picture. */
export const PLACED_NAMES = {
  fieldName: 'Names',
  fieldType: 'text',
  required: true,
  layout: { x: 0.1, y: 0.4, w: 0.8, h: 0.15, font: 'serif', size: 0.05, color: '#7a1f1f' },
};

/**
 * Creates a Nikkah-Nama with the names placed on an 800 x 1000 cream picture, sold at A4, and answers
 * its id; what `form` says (its name, other fields or sizes) goes in place of the defaults.
 */
export async function createPlacedTemplate(shopUrl, staffToken, form) {
  const picture = await pictureBytes({ width: 800, height: 1000, colour: '#f3e7d3', format: 'jpeg' });
  const res = await fetch(`${shopUrl}/api/custom-products/create-custom-product-template`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: staffToken },
    body: JSON.stringify({
      description: 'Your names, drawn as you type.',
      category: 'Nikkah-Nama',
      subCategory: '',
      stock: 5,
      hasFrame: true,
      frameColors: ['Golden'],
      sizes: [{ size: 'A4', actualPrice: 3000 }],
      fields: [PLACED_NAMES],
      templateImages: [`data:image/jpeg;base64,${picture.toString('base64')}`],
      ...form,
    }),
  });
  if (res.status !== 201)
    throw new Error(`The placed template was refused: ${res.status} ${await res.text()}`);
  return (await res.json())._id;
}
