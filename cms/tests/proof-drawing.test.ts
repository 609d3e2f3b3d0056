import { createRequire } from 'node:module';
import path from 'node:path';
import { orderSchema } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf } from '../src/lib/db-columns';
import { PROOF_JOB_UID } from '../src/lib/content-types';
import { CUSTOMER, createProduct, createTemplate, pngBytes, templateFormWith } from './helpers/fixtures';
import { FAST_PROOF_WORKER, startShop, type TestShop } from './helpers/shop-server';
import { CMS_DIR } from './helpers/test-environment';

// The running shop's own worker: the compiled module its Strapi loaded (Node's module cache), not the source.
const { startProofDrawing, stopProofDrawing } = createRequire(__filename)(
  path.join(CMS_DIR, 'dist', 'src', 'lib', 'proofs', 'proof-worker.js'),
) as typeof import('../src/lib/proofs/proof-worker');

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startShop(FAST_PROOF_WORKER);
  token = await shop.staffToken();
});
afterAll(() => shop.stop());

// The template's picture: 300 x 200, white; its name box in the lower half, its photo box top left.
const PICTURE = { width: 300, height: 200 };
const NAME_BOX = { x: 0.1, y: 0.6, w: 0.8, h: 0.3 };
const PHOTO_BOX = { x: 0.1, y: 0.1, w: 0.3, h: 0.4 };
const GREEN = '#00c000';

async function whitePictureDataUrl() {
  const png = await sharp({ create: { ...PICTURE, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A template whose name and photo are placed on its picture (and a note that is not). */
async function laidOutTemplate(overrides: Record<string, unknown> = {}) {
  const res = await shop
    .api()
    .post('/api/custom-products/create-custom-product-template')
    .set('Authorization', token)
    .send(
      templateFormWith([await whitePictureDataUrl()], {
        fields: [
          {
            fieldName: 'Name',
            fieldType: 'text',
            required: true,
            layout: { ...NAME_BOX, font: 'nastaliq', size: 0.15, color: '#000000' },
          },
          { fieldName: 'Photo', fieldType: 'image', required: true, layout: PHOTO_BOX },
          { fieldName: 'Note', fieldType: 'text' },
        ],
        ...overrides,
      }),
    )
    .expect(201);
  return res.body._id as string;
}

/** A photo sharp enough for A4 (at least 150 dots per inch), one colour. */
async function greenPhoto(): Promise<string> {
  const photo = await sharp({ create: { width: 1400, height: 1900, channels: 3, background: GREEN } })
    .png()
    .toBuffer();
  const res = await shop
    .api()
    .post('/api/custom-images')
    .attach('file', photo, { filename: 'couple.png', contentType: 'image/png' })
    .expect(200);
  return res.body.secure_url;
}

async function placeOrder(items: object[]) {
  const res = await shop.api().post('/api/orders/create-order').send({ customer: CUSTOMER, items });
  expect(res.status, res.body?.error?.message).toBe(201);
  return res.body as { _id: string; orderNumber: string; trackingToken: string };
}

async function personalisedLine(templateId: string) {
  return {
    id: templateId,
    size: 'A4',
    quantity: 1,
    customFields: { Name: 'عائشہ', Photo: await greenPhoto(), Note: 'not drawn' },
  };
}

async function staffOrder(id: string) {
  const res = await shop.api().get('/api/orders/all-orders').set('Authorization', token).expect(200);
  return orderSchema.parse(res.body.orders.find((order: { _id: string }) => order._id === id));
}

/** The order once its line has a proof (drawn in the background, after the order's answer). */
async function withProof(id: string, line = 0) {
  await expect
    .poll(async () => (await staffOrder(id)).items[line].proofUrl, { timeout: 30_000, interval: 100 })
    .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.png$/);
  return staffOrder(id);
}

async function jobsOf(orderId: string) {
  return shop.strapi.db.query(PROOF_JOB_UID).findMany({ where: { orderDocumentId: orderId } });
}

describe('the proof the shop draws of a personalised line', () => {
  it('is a PNG of the template picture’s size, with the name and the photo in their boxes', async () => {
    const templateId = await laidOutTemplate();
    const poster = await createProduct(shop.strapi);
    const placed = await placeOrder([
      await personalisedLine(templateId),
      { id: poster.documentId, size: 'A4', quantity: 1, frame: 'Black' },
    ]);
    const order = await withProof(placed._id);
    expect(order.items[1].proofUrl).toBeUndefined();

    const res = await fetch(order.items[0].proofUrl as string);
    expect(res.headers.get('content-type')).toBe('image/png');
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual(PICTURE);
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    // The photo fills its box (30..120 x 20..100); the picture around it is untouched.
    expect(at(35, 25)).toEqual([0, 192, 0]);
    expect(at(115, 95)).toEqual([0, 192, 0]);
    expect(at(200, 50)).toEqual([255, 255, 255]);
    // The name is drawn in its box (30..270 x 120..180) and nowhere else below the photo.
    const darkIn = (x0: number, x1: number, y0: number, y1: number) => {
      let dark = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (Math.max(...at(x, y)) < 100) dark++;
      return dark;
    };
    expect(darkIn(30, 270, 120, 180)).toBeGreaterThan(100);
    expect(darkIn(0, 300, 100, 120) + darkIn(0, 300, 180, 200)).toBe(0);
    expect(await jobsOf(placed._id)).toEqual([]);
  });

  it('draws the photo as the shopper cropped it: the part they kept fills the box', async () => {
    const templateId = await laidOutTemplate();
    // Green on the left half, red on the right; the shopper keeps the right half.
    const green = await sharp({ create: { width: 1400, height: 1900, channels: 3, background: GREEN } })
      .png()
      .toBuffer();
    const photo = await sharp({ create: { width: 2800, height: 1900, channels: 3, background: '#c00000' } })
      .composite([{ input: green, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const uploaded = await shop
      .api()
      .post('/api/custom-images')
      .attach('file', photo, { filename: 'two-halves.png', contentType: 'image/png' })
      .expect(200);
    const line = await personalisedLine(templateId);
    const placed = await placeOrder([
      {
        ...line,
        customFields: { ...line.customFields, Photo: uploaded.body.secure_url },
        photoCrops: { Photo: { x: 0.5, y: 0, width: 0.5, height: 1, rotation: 0 } },
      },
    ]);
    const order = await withProof(placed._id);
    const res = await fetch(order.items[0].proofUrl as string);
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    // The photo box (30..120 x 20..100) shows only the kept, red half.
    expect(at(35, 25)).toEqual([192, 0, 0]);
    expect(at(75, 60)).toEqual([192, 0, 0]);
    expect(at(115, 95)).toEqual([192, 0, 0]);
  });

  it('is on the production sheet', async () => {
    const placed = await placeOrder([await personalisedLine(await laidOutTemplate())]);
    const proofUrl = (await withProof(placed._id)).items[0].proofUrl;
    const sheet = await shop
      .api()
      .get(`/api/orders/production-sheet?ids=${placed._id}`)
      .set('Authorization', token)
      .expect(200);
    expect(sheet.text).toContain(`<img src="${proofUrl}" alt="Proof of line 1: what gets printed"/>`);
  });

  it('is not drawn for a template without a layout', async () => {
    const plain = await createTemplate(shop.strapi);
    const without = await placeOrder([
      { id: plain.documentId, size: 'A4', quantity: 1, customFields: { Name: 'Ali', Font: 'Serif' } },
    ]);
    expect(await jobsOf(without._id)).toEqual([]);
    // Jobs are drawn in the order they were stored: once a later order's proof is there, this one had its turn.
    await withProof((await placeOrder([await personalisedLine(await laidOutTemplate())]))._id);
    expect((await staffOrder(without._id)).items[0].proofUrl).toBeUndefined();
  });

  it('counts as the proof of a line that needs approval: staff send it without an upload, or replace it', async () => {
    const templateId = await laidOutTemplate({ needsApproval: true });
    const placed = await placeOrder([await personalisedLine(templateId)]);
    const drawn = (await withProof(placed._id)).items[0].proofUrl as string;
    const move = (status: string) =>
      shop.api().patch(`/api/orders/${placed._id}/status`).set('Authorization', token).send({ status });
    await move('confirmed').expect(200);
    const replaced = await shop
      .api()
      .post(`/api/orders/${placed._id}/lines/1/proof`)
      .set('Authorization', token)
      .attach('file', await pngBytes(40, 30), { filename: 'proof.png', contentType: 'image/png' })
      .expect(200);
    const own = orderSchema.parse(replaced.body).items[0].proofUrl;
    expect(own).not.toBe(drawn);
    expect((await fetch(drawn)).status).toBe(404);
    await move('proof_sent').expect(200);
    const tracked = await shop.api().get(`/api/orders/track/${placed.trackingToken}`).expect(200);
    expect(tracked.body.items[0].proofUrl).toBe(own);

    const second = await placeOrder([await personalisedLine(templateId)]);
    await withProof(second._id);
    await shop
      .api()
      .patch(`/api/orders/${second._id}/status`)
      .set('Authorization', token)
      .send({ status: 'confirmed' })
      .expect(200);
    await shop
      .api()
      .patch(`/api/orders/${second._id}/status`)
      .set('Authorization', token)
      .send({ status: 'proof_sent' })
      .expect(200);
  });
});

describe('a corrected order', () => {
  it('gets its personalised line drawn again, with the corrected values', async () => {
    const templateId = await laidOutTemplate();
    const line = await personalisedLine(templateId);
    const placed = await placeOrder([line]);
    const first = (await withProof(placed._id)).items[0].proofUrl;
    await shop
      .api()
      .patch(`/api/orders/${placed._id}`)
      .set('Authorization', token)
      .send({ items: [{ ...line, customFields: { ...line.customFields, Name: 'بلال' } }] })
      .expect(200);
    await expect
      .poll(async () => (await staffOrder(placed._id)).items[0].proofUrl, { timeout: 30_000, interval: 100 })
      .toMatch(/\.png$/);
    const second = (await staffOrder(placed._id)).items[0];
    expect(second.proofUrl).not.toBe(first);
    expect(second.customFields?.Name).toBe('بلال');
  });

  it('loses the proof drawn before: its address answers 404 and the media library no longer lists it', async () => {
    const line = await personalisedLine(await laidOutTemplate());
    const placed = await placeOrder([line]);
    const first = (await withProof(placed._id)).items[0].proofUrl as string;
    expect(await mediaLibraryHas(first)).toBe(true);
    await correctName(placed._id, line, 'بلال');
    expect((await fetch(first)).status).toBe(404);
    expect(await mediaLibraryHas(first)).toBe(false);
    const redrawn = (await withProof(placed._id)).items[0].proofUrl as string;
    expect(redrawn).not.toBe(first);
    expect((await fetch(redrawn)).status).toBe(200);
  });

  it('keeps a proof staff uploaded: the redraw never removes it', async () => {
    const line = await personalisedLine(await laidOutTemplate({ needsApproval: true }));
    const placed = await placeOrder([line]);
    await withProof(placed._id);
    await shop
      .api()
      .patch(`/api/orders/${placed._id}/status`)
      .set('Authorization', token)
      .send({ status: 'confirmed' })
      .expect(200);
    const uploaded = await shop
      .api()
      .post(`/api/orders/${placed._id}/lines/1/proof`)
      .set('Authorization', token)
      .attach('file', await pngBytes(40, 30), { filename: 'proof.png', contentType: 'image/png' })
      .expect(200);
    const own = orderSchema.parse(uploaded.body).items[0].proofUrl as string;
    await correctName(placed._id, line, 'بلال');
    const redrawn = (await withProof(placed._id)).items[0].proofUrl;
    expect(redrawn).not.toBe(own);
    expect((await fetch(own)).status).toBe(200);
    expect(await mediaLibraryHas(own)).toBe(true);
  });
});

/** Whether the media library lists the file behind a proof's address. */
async function mediaLibraryHas(address: string) {
  const file = await shop.strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { url: new URL(address).pathname } });
  return file !== null;
}

async function correctName(orderId: string, line: { customFields: object }, name: string) {
  await shop
    .api()
    .patch(`/api/orders/${orderId}`)
    .set('Authorization', token)
    .send({ items: [{ ...line, customFields: { ...line.customFields, Name: name } }] })
    .expect(200);
}

describe('the proof jobs', () => {
  it('are drawn after a restart when the shop stopped before drawing them, or died mid-draw', async () => {
    const templateId = await laidOutTemplate();
    await stopProofDrawing(shop.strapi);
    let restarted = false;
    try {
      const waiting = await placeOrder([await personalisedLine(templateId)]);
      const died = await placeOrder([await personalisedLine(templateId)]);
      expect((await jobsOf(waiting._id)).map((job: any) => [job.line, job.state])).toEqual([[0, 'waiting']]);
      // Claimed by an instance that died while drawing: its lease ran out a moment ago.
      const { table, column } = columnsOf(shop.strapi, PROOF_JOB_UID);
      await shop.strapi.db
        .connection(table)
        .where(column('orderDocumentId'), died._id)
        .update({ [column('attempts')]: 1, [column('dueAt')]: new Date(Date.now() - 1000) });
      expect((await staffOrder(waiting._id)).items[0].proofUrl).toBeUndefined();

      // What the shop's start (bootstrap) does.
      startProofDrawing(shop.strapi);
      restarted = true;
      await withProof(waiting._id);
      await withProof(died._id);
      expect(await jobsOf(waiting._id)).toEqual([]);
      expect(await jobsOf(died._id)).toEqual([]);
    } finally {
      if (!restarted) startProofDrawing(shop.strapi);
    }
  });

  it('are retried, logged and kept when drawing fails, and the shop goes on', async () => {
    // Its picture is no upload of the shop's: it cannot be drawn.
    const broken = await createTemplate(shop.strapi, {
      fields: [{ fieldName: 'Name', fieldType: 'text', required: true, options: [], layout: NAME_BOX }],
    });
    const placed = await placeOrder([
      { id: broken.documentId, size: 'A4', quantity: 1, customFields: { Name: 'Ali' } },
    ]);
    await expect
      .poll(async () => (await jobsOf(placed._id))[0]?.attempts ?? 0, { timeout: 30_000, interval: 100 })
      .toBeGreaterThanOrEqual(2);
    const [job] = await jobsOf(placed._id);
    expect(job.lastError).toMatch(/is not among the shop's uploads/);
    expect(job.state).toBe('waiting');
    expect((await staffOrder(placed._id)).items[0].proofUrl).toBeUndefined();
    const next = await placeOrder([await personalisedLine(await laidOutTemplate())]);
    await withProof(next._id);
  });
});
