import { orderSchema, templateSchema } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, templateFormWith } from './helpers/fixtures';
import { FAST_PROOF_WORKER, startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startShop(FAST_PROOF_WORKER);
  token = await shop.staffToken();
});
afterAll(() => shop.stop());

// The template's picture: 300 x 200, white; the name's box across its lower part (30..270 x 120..180).
const PICTURE = { width: 300, height: 200 };
const NAME_BOX = { x: 0.1, y: 0.6, w: 0.8, h: 0.3 };
const NAME_LAYOUT = { ...NAME_BOX, font: 'serif', size: 0.15, color: '#000000', align: 'start' };

async function whitePictureDataUrl() {
  const png = await sharp({ create: { ...PICTURE, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Create-template's answer for a template with these fields. */
async function createTemplate(fields: object[]) {
  const picture = await whitePictureDataUrl();
  return shop
    .api()
    .post('/api/custom-products/create-custom-product-template')
    .set('Authorization', token)
    .send(templateFormWith([picture], { fields }));
}

/** A template whose name and wishes may be written in English or Urdu, and whose city is written as typed. */
async function twoScriptTemplate() {
  const res = await createTemplate([
    { fieldName: 'Name', fieldType: 'text', required: true, layout: { ...NAME_LAYOUT, scripts: 'both' } },
    { fieldName: 'City', fieldType: 'text', layout: { ...NAME_BOX, y: 0.1 } },
    {
      fieldName: 'Wishes',
      fieldType: 'textarea',
      layout: { x: 0.1, y: 0.3, w: 0.8, h: 0.2, scripts: 'both' },
    },
    { fieldName: 'Note', fieldType: 'text' },
  ]);
  expect(res.status, res.body?.error?.message).toBe(201);
  return res.body._id as string;
}

const line = (templateId: string, extra: object = {}) => ({
  id: templateId,
  size: 'A4',
  quantity: 1,
  customFields: { Name: 'Ayesha', City: 'Lahore' },
  ...extra,
});

const order = (items: object[]) =>
  shop.api().post('/api/orders/create-order').send({ customer: CUSTOMER, items });

async function staffOrder(id: string) {
  const res = await shop.api().get('/api/orders/all-orders').set('Authorization', token).expect(200);
  return orderSchema.parse(res.body.orders.find((each: { _id: string }) => each._id === id));
}

/** The drawn proof of the order's first line, once the shop has drawn it (after the order's answer). */
async function proofOf(id: string): Promise<Buffer> {
  await expect
    .poll(async () => (await staffOrder(id)).items[0].proofUrl, { timeout: 30_000, interval: 100 })
    .toMatch(/\.png$/);
  const res = await fetch((await staffOrder(id)).items[0].proofUrl as string);
  return Buffer.from(await res.arrayBuffer());
}

/** The leftmost and rightmost dark columns inside the name's box, and the dark pixels there. */
async function inkInNameBox(proof: Buffer) {
  const { data, info } = await sharp(proof).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  let dark = 0;
  for (let y = 120; y < 180; y++)
    for (let x = 30; x < 270; x++) {
      const i = (y * info.width + x) * 3;
      if (Math.max(data[i], data[i + 1], data[i + 2]) >= 100) continue;
      dark++;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  return { left, right, dark };
}

describe('a template field that offers both scripts', () => {
  it('is stored with scripts: both and answered by the template page; a field without keeps no key', async () => {
    const templateId = await twoScriptTemplate();
    const page = await shop
      .api()
      .get(`/api/custom-products/single-product-template/${templateId}`)
      .expect(200);
    const template = templateSchema.parse(page.body);
    expect(template.fields.map((field) => field.layout?.scripts)).toEqual([
      'both',
      undefined,
      'both',
      undefined,
    ]);
    expect(page.body.fields[1].layout).not.toHaveProperty('scripts');
  });

  it.each([
    [
      { fieldName: 'Photo', fieldType: 'image', layout: { ...NAME_BOX, scripts: 'both' } },
      '"Photo" is a photo: it has no script to choose',
    ],
    [
      { fieldName: 'Date', fieldType: 'date', layout: { ...NAME_BOX, scripts: 'both' } },
      '"Date" is a date field: only text and textarea fields offer a choice of script',
    ],
    [
      { fieldName: 'Name', fieldType: 'text', layout: { ...NAME_BOX, scripts: 'urdu' } },
      "Layout scripts must be 'both' (English and Urdu) or left out",
    ],
    [
      { fieldName: 'Name', fieldType: 'text', layout: { ...NAME_BOX, font: 'nastaliq', scripts: 'both' } },
      '"Name" offers English and Urdu: its font is the English one, so choose a font other than Nastaliq',
    ],
  ])('is refused with a 400 on a field that cannot offer it (%#)', async (field, message) => {
    const res = await createTemplate([field]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('an order line’s field scripts', () => {
  it('are accepted for a filled field that offers both, kept on the line and shown to staff', async () => {
    const templateId = await twoScriptTemplate();
    const placed = await order([line(templateId, { fieldScripts: { Name: 'urdu' } })]);
    expect(placed.status, placed.body?.error?.message).toBe(201);
    expect(placed.body.items[0].fieldScripts).toEqual({ Name: 'urdu' });
    expect((await staffOrder(placed.body._id)).items[0].fieldScripts).toEqual({ Name: 'urdu' });
  });

  it('are kept when staff take an order by phone, and when they add the line in a correction', async () => {
    const templateId = await twoScriptTemplate();
    const { email: _email, ...customer } = CUSTOMER;
    const taken = await shop
      .api()
      .post('/api/orders')
      .set('Authorization', token)
      .send({ source: 'phone', customer, items: [line(templateId, { fieldScripts: { Name: 'urdu' } })] });
    expect(taken.status, taken.body?.error?.message).toBe(201);
    expect(taken.body.items[0].fieldScripts).toEqual({ Name: 'urdu' });

    const placed = await order([line(templateId)]);
    const corrected = await shop
      .api()
      .patch(`/api/orders/${placed.body._id}`)
      .set('Authorization', token)
      .send({
        updatedAt: (await staffOrder(placed.body._id)).updatedAt,
        items: [line(templateId), line(templateId, { fieldScripts: { Name: 'urdu' } })],
      });
    expect(corrected.status, corrected.body?.error?.message).toBe(200);
    expect(corrected.body.items.map((item: { fieldScripts?: object }) => item.fieldScripts)).toEqual([
      undefined,
      { Name: 'urdu' },
    ]);
  });

  it('are printed on the production sheet: the value in its script’s direction, with how it is drawn', async () => {
    const templateId = await twoScriptTemplate();
    const placed = await order([line(templateId, { fieldScripts: { Name: 'urdu' } })]);
    const sheet = await shop
      .api()
      .get(`/api/orders/production-sheet?ids=${placed.body._id}`)
      .set('Authorization', token)
      .expect(200);
    expect(sheet.text).toContain('<dt>Name</dt><dd><span dir="rtl" lang="ur">Ayesha</span>');
    expect(sheet.text).toContain('Written in Urdu: Nastaliq, right to left');
    // The city offers no choice: printed as typed, with no note.
    expect(sheet.text).toContain('<dt>City</dt><dd>Lahore</dd>');
  });

  it('are optional: a line without them is taken as before, with no fieldScripts key', async () => {
    const placed = await order([line(await twoScriptTemplate())]);
    expect(placed.status, placed.body?.error?.message).toBe(201);
    expect(placed.body.items[0]).not.toHaveProperty('fieldScripts');
  });

  it.each([
    [{ Nome: 'urdu' }, '"Name Poster" has no custom field "Nome"'],
    [{ City: 'urdu' }, 'Name Poster, City: this field offers no choice of script'],
    [{ Note: 'latin' }, 'Name Poster, Note: this field offers no choice of script'],
    [{ Name: 'arabic' }, "A field's script must be one of: latin, urdu"],
    ['urdu', 'Field scripts must map text fields to latin or urdu'],
  ])('are refused with a 400 and a clear message: %j', async (fieldScripts, message) => {
    const res = await order([line(await twoScriptTemplate(), { fieldScripts })]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('are refused for a field the line leaves blank, and taken once it is filled', async () => {
    const templateId = await twoScriptTemplate();
    const blank = await order([line(templateId, { fieldScripts: { Name: 'urdu', Wishes: 'latin' } })]);
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Name Poster, Wishes: a script needs its text');
    const filled = await order([
      line(templateId, {
        customFields: { Name: 'Ayesha', Wishes: 'Mubarak ho' },
        fieldScripts: { Name: 'urdu', Wishes: 'latin' },
      }),
    ]);
    expect(filled.status, filled.body?.error?.message).toBe(201);
    expect(filled.body.items[0].fieldScripts).toEqual({ Name: 'urdu', Wishes: 'latin' });
  });
});

describe('the drawn proof of a line with a chosen script', () => {
  it('draws the same letters in Nastaliq from the right for Urdu, and in the field’s font from the left for English', async () => {
    const templateId = await twoScriptTemplate();
    const asUrdu = await order([line(templateId, { fieldScripts: { Name: 'urdu' } })]);
    const asEnglish = await order([line(templateId, { fieldScripts: { Name: 'latin' } })]);
    const urdu = await inkInNameBox(await proofOf(asUrdu.body._id));
    const english = await inkInNameBox(await proofOf(asEnglish.body._id));
    // Aligned at the start: Urdu's start is the box's right edge (270), English's its left (30).
    expect(270 - urdu.right).toBeLessThan(10);
    expect(urdu.left - 30).toBeGreaterThan(60);
    expect(english.left - 30).toBeLessThan(10);
    expect(270 - english.right).toBeGreaterThan(60);
    // Not the same letters moved over: another font's ink.
    expect(urdu.right - urdu.left).not.toBe(english.right - english.left);
  });
});
