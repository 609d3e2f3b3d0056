import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngDataUrl } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';

// The calls of the spec's original storefront, sent exactly as that client sends them: its admin forms
// keep numbers as the text of their inputs.
let shop: TestShop;
let token: string;
let image: string;

beforeAll(async () => {
  shop = await startShop();
  token = await shop.staffToken();
  image = await pngDataUrl();
});
afterAll(() => shop.stop());

const send = (method: 'post' | 'put', path: string, body: unknown) =>
  shop
    .api()
    [method](path)
    .set('Authorization', token)
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

  it.each([
    [{ stock: '7.5' }, 'Stock must be a number'],
    [{ stock: 'seven' }, 'Stock must be a number'],
    [{ stock: '' }, 'Stock must be a number'],
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
