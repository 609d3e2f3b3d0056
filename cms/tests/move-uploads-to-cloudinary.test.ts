import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveUploadsToCloudinary } from '../src/lib/images/move-to-cloudinary';
import { CUSTOMER, pngBytes, pngDataUrl } from './helpers/fixtures';
import { type CloudinaryStandIn, startCloudinaryStandIn } from './helpers/cloudinary-stand-in';
import { startShop, type TestShop } from './helpers/shop-server';

let cloud: CloudinaryStandIn;
let shop: TestShop;
let token: string;

beforeAll(async () => {
  cloud = await startCloudinaryStandIn();
  // The shop runs on local storage; the SDK the move uses is pointed at the stand-in.
  shop = await startShop({ CLOUDINARY_URL: cloud.cloudinaryUrl });
  token = await shop.staffToken();
});
afterAll(async () => {
  await shop.stop();
  await cloud.stop();
});

const move = () =>
  moveUploadsToCloudinary(
    shop.strapi,
    { cloudName: cloud.cloudName, apiKey: cloud.apiKey, apiSecret: cloud.apiSecret, folder: 'wall-art' },
    { publicDir: shop.publicDir, origin: shop.baseUrl },
  );

describe('moving local uploads to Cloudinary', () => {
  it('uploads every local file, rewrites products, templates and orders, and is safe to run again', async () => {
    const product = (
      await shop
        .api()
        .post('/api/products/add-product')
        .set('Authorization', token)
        .send({
          name: 'Galaxy Poster',
          description: 'Deep space.',
          category: 'Posters',
          subCategory: 'space',
          stock: 12,
          hasFrame: false,
          frameColors: [],
          sizes: [{ size: 'A4', actualPrice: 650, discountedPrice: 499 }],
          productImages: [await pngDataUrl(), await pngDataUrl()],
          isNew: true,
        })
        .expect(201)
    ).body;
    const photo = (
      await shop
        .api()
        .post('/api/custom-images')
        .attach('file', await pngBytes(), { filename: 'me.png', contentType: 'image/png' })
        .expect(200)
    ).body;
    const order = (
      await shop
        .api()
        .post('/api/orders/create-order')
        .send({
          customer: CUSTOMER,
          items: [{ id: product._id, name: product.name, size: 'A4', quantity: 1, price: 499 }],
          paymentMethod: 'Cash on Delivery',
        })
        .expect(201)
    ).body;
    const localUrls: string[] = product.productImages.map((image: { url: string }) => image.url);
    expect(order.items[0].image).toBe(localUrls[0]);

    const first = await move();
    const files = await shop.strapi.db.query('plugin::upload.file').count();
    expect(first).toMatchObject({ moved: files, alreadyMoved: 0, missing: [], productsRewritten: 1 });
    expect(first.ordersRewritten).toBe(1);
    expect(cloud.images.size).toBe(files);

    const moved = await shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    for (const [index, image] of moved.body.productImages.entries()) {
      expect(image.url).toMatch(new RegExp(`^${cloud.url}/${cloud.cloudName}/image/upload/v\\d+/wall-art/`));
      expect(image.public_id).toBe(product.productImages[index].public_id);
      const served = await fetch(image.url);
      expect(served.status).toBe(200);
    }
    const orders = await shop.strapi.db.query('api::order.order').findMany({});
    const stored = orders.find((row: { orderNumber: string }) => row.orderNumber === order.orderNumber);
    expect(stored.items[0].image).toBe(moved.body.productImages[0].url);
    const photoRow = await shop.strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { hash: photo.public_id } });
    expect(photoRow.url.startsWith(`${cloud.url}/`)).toBe(true);

    const again = await move();
    expect(again).toMatchObject({
      moved: 0,
      alreadyMoved: files,
      productsRewritten: 0,
      templatesRewritten: 0,
      ordersRewritten: 0,
    });
    expect(cloud.images.size).toBe(files);
  });
});
