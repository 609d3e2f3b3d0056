import { beforeAll, describe, expect, it } from 'vitest';
import { pngDataUrl } from './helpers/fixtures';
import { shopForFile } from './helpers/file-shop';

// The calls of the spec's original storefront, sent exactly as that client sends them: its admin forms
// keep numbers as the text of their inputs.
let image: string;

// Three failures for one account from one computer lock it out, so the lock-out is reached quickly.
const fixture = shopForFile({ RATE_LIMIT_LOGIN_EMAIL: '3/60' });
beforeAll(async () => {
  image = await pngDataUrl();
});

const send = (method: 'post' | 'put', path: string, body: unknown) =>
  fixture.shop
    .api()
    [method](path)
    .set('Authorization', fixture.token)
    .send(body as object);

function addProductBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Skyline',
    stock: '7',
    description: 'A city at night.',
    category: 'Posters',
    subCategory: 'ARCHITECTURE',
    hasFrame: false,
    frameColors: [],
    sizes: [{ size: 'A4', actualPrice: '700', discountedPrice: '' }],
    productImages: [image],
    isNew: true,
    ...overrides,
  };
}

describe('numbers typed into the spec client’s forms', () => {
  it('add-product takes "7", "700" and an empty discounted price', async () => {
    const res = await send('post', '/api/products/add-product', addProductBody()).expect(201);
    expect(res.body.stock).toBe(7);
    expect(res.body.sizes).toEqual([{ size: 'A4', actualPrice: 700, discountedPrice: null }]);
  });

  it('update-product takes the same strings, a discounted price among them', async () => {
    const created = (await send('post', '/api/products/add-product', addProductBody()).expect(201)).body;
    const res = await send(
      'put',
      `/api/products/update-product/${created._id}`,
      addProductBody({
        stock: '3',
        sizes: [{ size: 'A3', actualPrice: '900', discountedPrice: '800' }],
        productImages: created.productImages,
        imagesToDelete: [],
      }),
    ).expect(200);
    expect(res.body.stock).toBe(3);
    expect(res.body.sizes).toEqual([{ size: 'A3', actualPrice: 900, discountedPrice: 800 }]);
  });

  it('create-custom-product-template takes them too', async () => {
    const res = await send('post', '/api/custom-products/create-custom-product-template', {
      ...addProductBody({ productImages: undefined }),
      fields: [{ fieldName: 'Name', fieldType: 'text', options: [], required: true }],
      templateImages: [image],
    }).expect(201);
    expect(res.body.stock).toBe(7);
    expect(res.body.sizes[0]).toMatchObject({ actualPrice: 700, discountedPrice: null });
  });

  it('add-product and update-product take a blank stock as 0, as a blank discounted price is none', async () => {
    const created = await send('post', '/api/products/add-product', addProductBody({ stock: '' })).expect(
      201,
    );
    expect(created.body.stock).toBe(0);
    const updated = await send(
      'put',
      `/api/products/update-product/${created.body._id}`,
      addProductBody({ stock: '', productImages: created.body.productImages, imagesToDelete: [] }),
    ).expect(200);
    expect(updated.body.stock).toBe(0);
  });

  it.each([
    [{ stock: '7.5' }, 'Stock must be a number'],
    [{ stock: 'seven' }, 'Stock must be a number'],
    [{ stock: '-1' }, 'Stock must be at least 0'],
    [{ sizes: [{ size: 'A4', actualPrice: '', discountedPrice: '' }] }, 'Actual price must be a number'],
    [
      { sizes: [{ size: 'A4', actualPrice: '700', discountedPrice: '1e3' }] },
      'Discounted price must be a number',
    ],
  ])('still refuses %j: %s', async (change, message) => {
    const res = await send('post', '/api/products/add-product', addProductBody(change)).expect(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('every image answered is an absolute URL under the shop’s public origin', () => {
  const absolute = (url: string) => url.startsWith(`${fixture.shop.baseUrl}/uploads/`);

  it('products, templates, the cached lists, single items, orders and custom images', async () => {
    const product = (await send('post', '/api/products/add-product', addProductBody()).expect(201)).body;
    const template = (
      await send('post', '/api/custom-products/create-custom-product-template', {
        ...addProductBody({ productImages: undefined }),
        templateImages: [image],
      }).expect(201)
    ).body;
    expect(absolute(product.productImages[0].url)).toBe(true);
    expect(absolute(template.templateImages[0].url)).toBe(true);

    const get = async (path: string) =>
      (await fixture.shop.api().get(path).set('Authorization', fixture.token).expect(200)).body;
    const images: string[] = [
      ...(await get('/api/products/newly-added-products')).flatMap((p: any) => p.productImages),
      ...(await get('/api/products/all-products')).products.flatMap((p: any) => p.productImages),
      ...(await get(`/api/products/single-product/${product._id}`)).productImages,
      ...(await get('/api/products/all-admin-products')).flatMap((p: any) => p.productImages),
      ...(await get('/api/custom-products/custom-product-templates')).products.flatMap(
        (t: any) => t.templateImages,
      ),
      ...(await get('/api/custom-products/custom-admin-product-templates')).flatMap(
        (t: any) => t.templateImages,
      ),
      ...(await get(`/api/custom-products/single-product-template/${template._id}`)).templateImages,
    ].map((i: { url: string }) => i.url);
    expect(images.length).toBeGreaterThanOrEqual(7);
    expect(images.filter((url) => !absolute(url))).toEqual([]);
    // Served where the answer says, so a storefront on another origin shows it.
    await fixture.shop.api().get(new URL(images[0]).pathname).expect(200);

    const photo = (
      await fixture.shop
        .api()
        .post('/api/custom-images')
        .attach('file', Buffer.from(image.split(',')[1], 'base64'), { filename: 'p.png' })
        .expect(200)
    ).body;
    expect(absolute(photo.secure_url)).toBe(true);

    const order = await fixture.shop
      .api()
      .post('/api/orders/create-order')
      .send({
        customer: {
          name: 'Ayesha',
          email: 'ayesha@example.com',
          phone: '03001234567',
          address: '1 Mall Road',
          city: 'Lahore',
          country: 'Pakistan',
        },
        items: [{ id: product._id, size: 'A4', quantity: 1, price: 700 }],
      })
      .expect(201);
    expect(absolute(order.body.items[0].image)).toBe(true);
    const listed = await get('/api/orders/all-orders');
    expect(listed.orders.every((o: any) => o.items.every((i: any) => absolute(i.image)))).toBe(true);
  });

  it('reads images stored as paths before this change as absolute too', async () => {
    const created = (await send('post', '/api/products/add-product', addProductBody()).expect(201)).body;
    const path = new URL(created.productImages[0].url).pathname;
    const stored = await fixture.shop.strapi.db
      .query('api::product.product')
      .findOne({ where: { documentId: created._id } });
    expect(stored.productImages[0].url).toBe(path);
    const single = await fixture.shop.api().get(`/api/products/single-product/${created._id}`).expect(200);
    expect(single.body.productImages[0].url).toBe(`${fixture.shop.baseUrl}${path}`);
  });

  it('update-product keeps an image named by the absolute URL it was answered with', async () => {
    const created = (await send('post', '/api/products/add-product', addProductBody()).expect(201)).body;
    const url = created.productImages[0].url as string;
    const res = await send(
      'put',
      `/api/products/update-product/${created._id}`,
      addProductBody({ name: 'Skyline v2', productImages: [url], imagesToDelete: [] }),
    ).expect(200);
    expect(res.body.productImages).toEqual(created.productImages);
  });
});

describe('a refused staff login', () => {
  const login = (body: object) => fixture.shop.api().post('/api/admin/login').send(body);

  it('answers the message at the top level as well as in the error object', async () => {
    const res = await login({ email: 'staff@shop.test', password: 'not-the-password' }).expect(401);
    expect(res.body.message).toBe('Invalid email or password');
    expect(res.body.error).toMatchObject({ status: 401, message: 'Invalid email or password' });
  });

  it('answers the lock-out message at the top level too', async () => {
    const guess = { email: 'nobody@shop.test', password: 'guess' };
    for (let i = 0; i < 3; i++) await login(guess).expect(401);
    const res = await login(guess).expect(429);
    const message = 'Too many login attempts for this account. Please try again later.';
    expect(res.body.message).toBe(message);
    expect(res.body.error).toMatchObject({ status: 429, name: 'RateLimitError', message });
  });
});

describe('Nikkah-Nama sub-categories as the spec spells them', () => {
  const nikkahNama = (subCategory: string) =>
    addProductBody({
      category: 'Nikkah-Nama',
      subCategory,
      hasFrame: true,
      frameColors: ['Golden'],
    });

  it('are stored and answered as Urdu and English, whatever the case sent', async () => {
    for (const [sent, spelt] of [
      ['URDU', 'Urdu'],
      ['english', 'English'],
    ]) {
      const created = (await send('post', '/api/products/add-product', nikkahNama(sent)).expect(201)).body;
      expect(created.subCategory).toBe(spelt);
      const single = await fixture.shop.api().get(`/api/products/single-product/${created._id}`).expect(200);
      expect(single.body.subCategory).toBe(spelt);
    }
  });

  it('stored upper-cased before, are respelt by the database migration', async () => {
    const created = (await send('post', '/api/products/add-product', nikkahNama('Urdu')).expect(201)).body;
    const { strapi } = fixture.shop;
    const knex = strapi.db.connection;
    await knex('products').where('document_id', created._id).update({ sub_category: 'URDU' });
    await knex('strapi_migrations').where('name', 'like', '%nikkah-nama-sub-categories%').del();
    await strapi.db.migrations.up();
    const single = await fixture.shop.api().get(`/api/products/single-product/${created._id}`).expect(200);
    expect(single.body.subCategory).toBe('Urdu');
  });
});
