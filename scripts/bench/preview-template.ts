// The template the preview figures are measured on: the placed Nikkah-Nama of the e2e tests, with a photo box.
import { createPlacedTemplate, PLACED_NAMES } from '../lib/placed-template.mjs';
import { BENCH_STAFF } from './boot-shop.js';

/** The placed field the keystrokes type into, and the preview box that draws it. */
export const PREVIEW_FIELD = PLACED_NAMES.fieldName;

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
  return createPlacedTemplate(shopUrl, await staffToken(shopUrl), {
    name: 'Bench Nikkah-Nama',
    fields: [
      PLACED_NAMES,
      {
        fieldName: 'Photo',
        fieldType: 'image',
        required: false,
        layout: { x: 0.3, y: 0.1, w: 0.4, h: 0.25 },
      },
    ],
  });
}
