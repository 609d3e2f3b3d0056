import { PRINT_READY_LONG_SIDE } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate, pngBytes, pngDataUrl, templateFormWith } from './helpers/fixtures';
import { orderPersonalisedLine } from './helpers/place-order';
import { startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;
let template: any;

const SIZES = [
  { size: 'A6', actualPrice: 500, discountedPrice: 400 },
  { size: 'A4', actualPrice: 900, discountedPrice: 800 },
  { size: 'A3', actualPrice: 1500, discountedPrice: 1300 },
];

async function uploadPhoto(bytes: Buffer, filename: string, contentType: string) {
  const res = await shop
    .api()
    .post('/api/custom-images')
    .attach('file', bytes, { filename, contentType })
    .expect(200);
  return res.body as { secure_url: string; width: number; height: number };
}

/** The pixels of the stored file behind an upload's address, and any EXIF orientation left in it. */
async function storedPixels(url: string) {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  const { width, height, orientation } = await sharp(bytes).metadata();
  return { width, height, orientation };
}

function orderAt(
  size: string,
  photo: string,
  photoCrops?: Record<string, unknown>,
  id = template.documentId,
) {
  return orderPersonalisedLine(shop, id, { Photo: photo }, { size, ...(photoCrops ? { photoCrops } : {}) });
}

beforeAll(async () => {
  shop = await startShop();
  template = await createTemplate(shop.strapi, {
    name: 'Family Portrait',
    sizes: SIZES,
    fields: [{ fieldName: 'Photo', fieldType: 'image', required: true, options: [] }],
  });
});
afterAll(() => shop.stop());

describe("a shopper's photo and the size it is printed at", () => {
  it('the upload answers the photo’s width and height beside its address', async () => {
    const photo = await uploadPhoto(await pngBytes(1200, 900), 'family.png', 'image/png');
    expect(photo).toMatchObject({ width: 1200, height: 900 });
  });

  it('a phone photo taken sideways is measured as it is shown (EXIF orientation applied)', async () => {
    const sideways = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await uploadPhoto(sideways, 'phone.jpg', 'image/jpeg');
    expect(photo).toMatchObject({ width: 900, height: 1200 });
    const stored = await storedPixels(photo.secure_url);
    expect(stored).toEqual({ width: 900, height: 1200, orientation: undefined });
  });

  it('a photo larger than the largest print needs is stored at print-ready size, EXIF rotation kept', async () => {
    const long = PRINT_READY_LONG_SIDE + 1039;
    const sideways = await sharp({
      create: { width: long, height: 1000, channels: 3, background: '#224488' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await uploadPhoto(sideways, 'camera.jpg', 'image/jpeg');
    const short = Math.round((1000 * PRINT_READY_LONG_SIDE) / long);
    expect(photo).toMatchObject({ width: short, height: PRINT_READY_LONG_SIDE });
    expect(await storedPixels(photo.secure_url)).toEqual({
      width: short,
      height: PRINT_READY_LONG_SIDE,
      orientation: undefined,
    });
  });

  it('a photo under the cap is stored as it is, never enlarged', async () => {
    const photo = await uploadPhoto(await pngBytes(1200, 900), 'family.png', 'image/png');
    expect(await storedPixels(photo.secure_url)).toEqual({
      width: 1200,
      height: 900,
      orientation: undefined,
    });
  });

  it('refuses a size the photo is too small for, naming the largest size that prints sharp', async () => {
    const photo = await uploadPhoto(await pngBytes(1200, 900), 'family.png', 'image/png');
    const res = await orderAt('A3', photo.secure_url).expect(400);
    expect(res.body.error.message).toBe(
      'Family Portrait, Photo: This photo is too small to print at A3 (72 DPI, at least 100 needed): choose a smaller size or a sharper photo. A6 would print sharp.',
    );
    // Coded, so an Urdu page says it in Urdu (decision 0066).
    expect(res.body.error.details).toMatchObject({
      code: 'print.lineTooSmallSharpAt',
      values: {
        name: 'Family Portrait',
        field: 'Photo',
        size: 'A3',
        dpi: '72',
        needed: '100',
        sharpSize: 'A6',
      },
    });
  });

  it('takes the order at a size where the photo may look soft, and where it is sharp', async () => {
    const photo = await uploadPhoto(await pngBytes(1200, 900), 'family.png', 'image/png');
    await orderAt('A4', photo.secure_url).expect(201);
    await orderAt('A6', photo.secure_url).expect(201);
  });
});

describe('a photo the shopper cropped in its area', () => {
  const half = { x: 0.25, y: 0.25, width: 0.5, height: 0.5, rotation: 0 };

  it('is judged on the pixels the crop keeps: enough of them pass, and the crop is kept on the line', async () => {
    const photo = await uploadPhoto(await pngBytes(1200, 900), 'family.png', 'image/png');
    // 600 x 450 pixels at A6: about 102 DPI, soft but printable.
    const res = await orderAt('A6', photo.secure_url, { Photo: half }).expect(201);
    expect(res.body.items[0].photoCrops).toEqual({ Photo: half });
    const stored = await shop.strapi.db
      .query('api::order.order')
      .findOne({ where: { orderNumber: res.body.orderNumber } });
    const items = typeof stored.items === 'string' ? JSON.parse(stored.items) : stored.items;
    expect(items[0].photoCrops).toEqual({ Photo: half });
  });

  it('refuses a tight crop of the same photo at the same size, with the same message as a small photo', async () => {
    const photo = await uploadPhoto(await pngBytes(1200, 900), 'family.png', 'image/png');
    const tight = { x: 0.35, y: 0.35, width: 0.3, height: 0.3, rotation: 0 };
    const res = await orderAt('A6', photo.secure_url, { Photo: tight }).expect(400);
    expect(res.body.error.message).toBe(
      'Family Portrait, Photo: This photo is too small to print at A6 (61 DPI, at least 100 needed): choose a smaller size or a sharper photo.',
    );
    expect(res.body.error.details).toMatchObject({
      code: 'print.lineTooSmall',
      values: { name: 'Family Portrait', field: 'Photo', size: 'A6', dpi: '61' },
    });
  });

  it('turns the photo before the crop cuts it: a strip across it is refused upright and taken turned', async () => {
    const photo = await uploadPhoto(await pngBytes(1200, 900), 'family.png', 'image/png');
    const strip = { x: 0, y: 0, width: 1, height: 0.4 };
    // Upright: 1200 x 360 pixels, 87 DPI on A6's short side. Turned: 900 x 480, about 116 DPI.
    const upright = await orderAt('A6', photo.secure_url, { Photo: { ...strip, rotation: 0 } }).expect(400);
    expect(upright.body.error.message).toContain('too small to print at A6 (87 DPI');
    await orderAt('A6', photo.secure_url, { Photo: { ...strip, rotation: 90 } }).expect(201);
  });

  it('answers a crop that is not one, or of a field that is no photo, with a 400 that says why', async () => {
    const photo = await uploadPhoto(await pngBytes(1200, 900), 'family.png', 'image/png');
    const turned = await orderAt('A6', photo.secure_url, { Photo: { ...half, rotation: 45 } }).expect(400);
    expect(turned.body.error.message).toBe('Photo crop rotation must be one of: 0, 90, 180, 270 (degrees)');
    const outside = await orderAt('A6', photo.secure_url, { Photo: { ...half, x: 0.8 } }).expect(400);
    expect(outside.body.error.message).toBe(
      'Photo crop must lie inside the photo (x + width and y + height at most 1)',
    );
    const unknown = await orderAt('A6', photo.secure_url, { Name: half }).expect(400);
    expect(unknown.body.error.message).toBe('"Family Portrait" has no photo field "Name" to crop');
  });
});

describe('a size label staff gave a print size in the template form', () => {
  const PRINT_SIZES = {
    Wallet: { width: 6.4, height: 8.9, unit: 'cm' },
    Large: { width: 16, height: 12, unit: 'in' },
  };
  let staffToken: string;
  let picture: string;
  const createSized = (overrides: Record<string, unknown>) =>
    shop
      .api()
      .post('/api/custom-products/create-custom-product-template')
      .set('Authorization', staffToken)
      .send(
        templateFormWith([picture], {
          name: 'Wall Portrait',
          sizes: [
            { size: 'Wallet', actualPrice: 300 },
            { size: 'Large', actualPrice: 2000 },
            { size: 'Poster', actualPrice: 2500 },
          ],
          fields: [{ fieldName: 'Photo', fieldType: 'image', required: true }],
          ...overrides,
        }),
      );
  let sized: string;
  beforeAll(async () => {
    staffToken = await shop.staffToken();
    picture = await pngDataUrl();
    sized = (await createSized({ printSizes: PRINT_SIZES }).expect(201)).body._id;
  });

  it('is answered with the template for its page to judge by; a template without print sizes answers none', async () => {
    const page = await shop.api().get(`/api/custom-products/single-product-template/${sized}`).expect(200);
    expect(page.body.printSizes).toEqual(PRINT_SIZES);
    const plain = await shop
      .api()
      .get(`/api/custom-products/single-product-template/${template.documentId}`)
      .expect(200);
    expect(plain.body).not.toHaveProperty('printSizes');
  });

  it('refuses a photo too small at that size, takes it at a smaller one, and one at a size nobody gave', async () => {
    const photo = await uploadPhoto(await pngBytes(1200, 900), 'family.png', 'image/png');
    // 1200 x 900 pixels on 16 x 12 in: 75 DPI.
    const refused = await orderAt('Large', photo.secure_url, undefined, sized).expect(400);
    expect(refused.body.error.message).toBe(
      'Wall Portrait, Photo: This photo is too small to print at Large (75 DPI, at least 100 needed): choose a smaller size or a sharper photo. Wallet would print sharp.',
    );
    await orderAt('Wallet', photo.secure_url, undefined, sized).expect(201);
    await orderAt('Poster', photo.secure_url, undefined, sized).expect(201);
  });

  it.each([
    [
      { Medium: PRINT_SIZES.Large },
      `"Medium" is not one of this template's sizes: give a print size only for a size it sells`,
    ],
    [{ Large: { ...PRINT_SIZES.Large, width: 0 } }, 'The print size of "Large" needs a width above 0'],
    [
      { Large: { ...PRINT_SIZES.Large, height: '12' } },
      'The print size of "Large" needs its height as a number',
    ],
    [
      { Large: { ...PRINT_SIZES.Large, width: 1600 } },
      'The print size of "Large" must be at most 120 in a side',
    ],
    [{ Large: { ...PRINT_SIZES.Large, unit: 'ft' } }, 'The print size of "Large" needs its unit: in or cm'],
    ['Large: 16 x 12 in', 'Print sizes must map size labels to their width, height and unit'],
  ])('refuses a bad print size with a 400 that says why (%#)', async (printSizes, message) => {
    const res = await createSized({ printSizes }).expect(400);
    expect(res.body.error.message).toBe(message);
  });
});
