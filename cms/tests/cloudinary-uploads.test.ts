import { imageSources, productSchema } from '@shop/contracts';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStorageLine } from '../src/lib/images/image-storage';
import { pngBytes, productFormWith, templateFormWith } from './helpers/fixtures';
import { type CloudinaryStandIn, startCloudinaryStandIn, stringToSign } from './helpers/cloudinary-stand-in';
import { startShop, type TestShop } from './helpers/shop-server';
import { minimalStorefront, readHead } from './helpers/storefront-build';

let cloud: CloudinaryStandIn;
let shop: TestShop;
let token: string;
let storefront: ReturnType<typeof minimalStorefront>;

async function dataUrl(colour: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

beforeAll(async () => {
  cloud = await startCloudinaryStandIn();
  storefront = minimalStorefront();
  shop = await startShop({
    STOREFRONT_DIR: storefront.dir,
    CLOUDINARY_URL: cloud.cloudinaryUrl,
    CLOUDINARY_NAME: cloud.cloudName,
    CLOUDINARY_KEY: cloud.apiKey,
    CLOUDINARY_SECRET: cloud.apiSecret,
    CLOUDINARY_FOLDER: 'wall-art',
    PUBLIC_URL: 'https://shop.example',
  });
  token = await shop.staffToken();
});
afterAll(async () => {
  await shop.stop();
  await cloud.stop();
  storefront.remove();
});

const send = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
  const req = shop.api()[method](path).set('Authorization', token);
  return body ? req.send(body) : req;
};

async function productForm(overrides: Record<string, unknown> = {}) {
  return productFormWith([await dataUrl('#102030'), await dataUrl('#405060')], overrides);
}

/** The stand-in's id of an image answered by the shop (its URL ends in <folder>/<id>.<ext>). */
function cloudId(url: string) {
  return /\/image\/upload\/v\d+\/(.+)\.\w+$/.exec(new URL(url).pathname)?.[1] ?? '';
}

describe('images on Cloudinary', () => {
  it('says at start-up which cloud holds the images', () => {
    const config = (key: string) => shop.strapi.config.get(`plugin::upload.${key}`);
    expect(imageStorageLine(config('provider'), config('providerOptions.cloud_name'), shop.publicDir)).toBe(
      `Images are stored on Cloudinary, cloud "${cloud.cloudName}"`,
    );
  });

  it('add-product stores both images in the configured folder and answers their Cloudinary URLs', async () => {
    const res = await send('post', '/api/products/add-product', await productForm()).expect(201);
    const product = productSchema.parse(res.body);
    expect(product.productImages).toHaveLength(2);
    for (const image of product.productImages) {
      expect(image.url.startsWith(`${cloud.url}/${cloud.cloudName}/image/upload/`)).toBe(true);
      const stored = cloud.images.get(cloudId(image.url));
      expect(stored?.folder).toBe('wall-art');
      expect(stored?.signed).toBe(true);
      const served = await fetch(image.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(stored?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
    const read = await shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    expect(read.body.productImages.map((i: { url: string }) => i.url)).toEqual(
      product.productImages.map((i) => i.url),
    );
  });

  it('keeps Cloudinary URLs as they are, and shares a 1200 × 630 JPEG copy by transformation', async () => {
    const product = (await send('post', '/api/products/add-product', await productForm()).expect(201)).body;
    const url: string = product.productImages[0].url;
    expect(product.productImages[0].variants).toBeUndefined();
    const page = await fetch(`${shop.baseUrl}/product/${product._id}`, {
      headers: { 'User-Agent': 'WhatsApp/2.23', Accept: 'text/html' },
    });
    const head = readHead(await page.text());
    const shared = head.meta('og:image') ?? '';
    expect(shared).toBe(
      url.replace('/image/upload/', '/image/upload/c_pad,b_rgb:eeeeee,w_1200,h_630,f_jpg,q_auto/'),
    );
    expect([head.meta('og:image:type'), head.meta('og:image:width'), head.meta('og:image:height')]).toEqual([
      'image/jpeg',
      '1200',
      '630',
    ]);
    const served = await fetch(shared);
    expect(served.status).toBe(200);
  });

  it('gives the cards the Cloudinary URL, which they size by transformation', async () => {
    const product = (
      await send('post', '/api/products/add-product', await productForm({ name: 'Cloud Card' })).expect(201)
    ).body;
    const url: string = product.productImages[0].url;
    const newest = await shop.api().get('/api/products/newly-added-products').expect(200);
    const listing = await shop.api().get('/api/products/listing').query({ search: 'Cloud Card' }).expect(200);
    for (const card of [newest.body[0], listing.body.products[0]]) {
      expect(card.productImages).toEqual([{ url }]);
      const { srcSet = '' } = imageSources(card.productImages[0], '300px', 400);
      const smallest = srcSet.split(', ')[0].split(' ')[0];
      expect(smallest).toBe(url.replace('/image/upload/', '/image/upload/f_auto,q_auto,w_320/'));
      expect((await fetch(smallest)).status).toBe(200);
    }
  });

  it('update-product destroys the images it deletes and the one it replaces', async () => {
    const created = (await send('post', '/api/products/add-product', await productForm()).expect(201)).body;
    const [first, second] = created.productImages;
    const res = await send('put', `/api/products/update-product/${created._id}`, {
      ...(await productForm()),
      productImages: [await dataUrl('#aa0000')],
      imagesToDelete: [second.public_id],
    }).expect(200);
    expect(res.body.productImages).toHaveLength(1);
    expect(cloud.destroyed).toEqual(expect.arrayContaining([cloudId(first.url), cloudId(second.url)]));
    expect(cloud.images.has(cloudId(first.url))).toBe(false);
    expect(cloud.images.has(cloudId(res.body.productImages[0].url))).toBe(true);
  });

  it('delete-product and delete-template destroy their images', async () => {
    const product = (await send('post', '/api/products/add-product', await productForm()).expect(201)).body;
    await send('delete', `/api/products/remove-product/${product._id}`).expect(200);
    for (const image of product.productImages) expect(cloud.images.has(cloudId(image.url))).toBe(false);

    const template = (
      await send(
        'post',
        '/api/custom-products/create-custom-product-template',
        templateFormWith([await dataUrl('#00aa00')]),
      ).expect(201)
    ).body;
    const stored = cloudId(template.templateImages[0].url);
    expect(cloud.images.has(stored)).toBe(true);
    await send('delete', `/api/custom-products/custom-product-template/${template._id}`).expect(200);
    expect(cloud.images.has(stored)).toBe(false);
    expect(cloud.destroyed).toContain(stored);
  });

  it('a failed upload is a clear 502 and leaves no half product nor a stray image', async () => {
    const before = cloud.images.size;
    const listed = async () =>
      (await send('get', '/api/products/all-admin-products').expect(200)).body as unknown[];
    const productsBefore = (await listed()).length;
    // The first image is stored, the second refused: the first must be destroyed again.
    cloud.failUploads({ skip: 1, message: 'Cloud is down' });
    const res = await send('post', '/api/products/add-product', await productForm({ name: 'Half Poster' }));
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe(
      'The image could not be stored: Error uploading to cloudinary: Cloud is down',
    );
    expect(cloud.images.size).toBe(before);
    expect((await listed()).length).toBe(productsBefore);
  });

  it('a shopper photo goes through /api/custom-images on to Cloudinary', async () => {
    const res = await shop
      .api()
      .post('/api/custom-images')
      .attach('file', await pngBytes(), { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.secure_url.startsWith(`${cloud.url}/${cloud.cloudName}/image/upload/`)).toBe(true);
    expect(cloud.images.has(cloudId(res.body.secure_url))).toBe(true);
    expect((await fetch(res.body.secure_url)).headers.get('content-type')).toBe('image/png');
  });

  it('refuses a request whose signature does not match, as Cloudinary does', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngBytes())]), 'x.png');
    form.append('api_key', cloud.apiKey);
    form.append('timestamp', String(Math.floor(Date.now() / 1000)));
    form.append('signature', 'f'.repeat(40));
    const res = await fetch(`${cloud.url}/v1_1/${cloud.cloudName}/image/upload`, {
      method: 'POST',
      body: form,
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toMatch(/^Invalid Signature/);
  });
  it("reads an upload whose boundary also occurs inside a part, as the SDK's short random boundaries do", async () => {
    const boundary = 'a1';
    const params = { public_id: 'wall-art/a1-poster', timestamp: String(Math.floor(Date.now() / 1000)) };
    const signature = crypto
      .createHash('sha1')
      .update(stringToSign(params) + cloud.apiSecret)
      .digest('hex');
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const png = await pngBytes();
    const body = Buffer.concat([
      Buffer.from(
        Object.entries({ ...params, api_key: cloud.apiKey, signature })
          .map(([name, value]) => field(name, value))
          .join(''),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a1.png"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--`),
    ]);
    const res = await fetch(`${cloud.url}/v1_1/${cloud.cloudName}/image/upload`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBe(200);
    expect(cloud.images.get('wall-art/a1-poster')?.bytes.equals(png)).toBe(true);
  });
});
