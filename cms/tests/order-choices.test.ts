import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct, createTemplate } from './helpers/fixtures';
import { startShop, type TestShop } from './helpers/shop-server';

// What a shopper chose on a line (size, custom details) reaching the stored order intact.
let shop: TestShop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

const order = (items: unknown[]) =>
  shop.api().post('/api/orders/create-order').send({ customer: CUSTOMER, items });

describe('sizes chosen by position', () => {
  it('orders each size of a product whose sizes share one label', async () => {
    const stickers = await createProduct(shop.strapi, {
      category: 'Stickers',
      subCategory: '',
      hasFrame: false,
      frameColors: [],
      stock: 30,
      sizes: [
        { size: '', actualPrice: 600, discountedPrice: null },
        { size: '', actualPrice: 800, discountedPrice: null },
        { size: '', actualPrice: 1000, discountedPrice: 900 },
      ],
    });
    for (const [sizeIndex, price] of [
      [0, 600],
      [1, 800],
      [2, 900],
    ]) {
      const res = await order([{ id: stickers.documentId, size: '', sizeIndex, quantity: 1, price }]).expect(
        201,
      );
      expect(res.body.items[0]).toMatchObject({ size: '', sizeIndex, price });
    }
  });

  it('refuses a position whose label is not the one the shopper saw (the sizes changed)', async () => {
    const poster = await createProduct(shop.strapi, { hasFrame: false, frameColors: [] });
    const res = await order([{ id: poster.documentId, size: 'A4', sizeIndex: 1, quantity: 1 }]).expect(409);
    expect(res.body.error.message).toBe(
      `The size you chose for "${poster.name}" is no longer available. Please review your cart.`,
    );
  });

  it('still finds a size by its label when the line has no position, as the spec’s client sends it', async () => {
    const poster = await createProduct(shop.strapi, { hasFrame: false, frameColors: [] });
    const res = await order([{ id: poster.documentId, size: 'A3', quantity: 1, price: 1100 }]).expect(201);
    expect(res.body.items[0]).toMatchObject({ size: 'A3', sizeIndex: 1 });
  });
});

describe('custom details', () => {
  const fields = [
    { fieldName: 'constructor', fieldType: 'text', required: false, options: [] },
    { fieldName: 'Name', fieldType: 'text', required: true, options: [] },
    { fieldName: 'Wedding day', fieldType: 'date', required: false, options: [] },
    { fieldName: 'Guests', fieldType: 'number', required: false, options: [] },
    { fieldName: 'Ink', fieldType: 'color', required: false, options: [] },
  ];
  const line = (template: any, customFields: Record<string, string>) => ({
    id: template.documentId,
    size: 'A4',
    quantity: 1,
    price: 700,
    customFields,
  });

  it('takes an order that leaves out a field named constructor', async () => {
    const template = await createTemplate(shop.strapi, { fields });
    const res = await order([line(template, { Name: 'Sara' })]).expect(201);
    expect(res.body.items[0].customFields).toEqual({ Name: 'Sara' });
    await order([line(template, { Name: 'Sara', constructor: 'kept' })]).expect(201);
  });

  it.each([
    [{ 'Wedding day': 'not a date' }, 'Wedding day must be a date (YYYY-MM-DD)'],
    [{ Guests: 'many' }, 'Guests must be a number'],
    [{ Ink: 'javascript:alert(1)' }, 'Ink must be a color like #1a2b3c'],
  ])('refuses %j with 400: %s', async (values, message) => {
    const template = await createTemplate(shop.strapi, { fields });
    const res = await order([line(template, { Name: 'Sara', ...values })]).expect(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('refusals a client can mend', () => {
  it('a changed price answers 409 with the item, its size and the current price', async () => {
    const poster = await createProduct(shop.strapi, { hasFrame: false, frameColors: [] });
    const res = await order([
      { id: poster.documentId, size: 'A3', sizeIndex: 1, quantity: 1, price: 900 },
    ]).expect(409);
    expect(res.body.error.details).toEqual({
      itemId: poster.documentId,
      size: 'A3',
      sizeIndex: 1,
      currentPrice: 1100,
      code: 'order.priceChanged',
      values: { name: poster.name, price: 'Rs. 1,100', cartPrice: 'Rs. 900' },
    });
  });

  it('a quantity above the stock answers 409 with the stock left', async () => {
    const poster = await createProduct(shop.strapi, { hasFrame: false, frameColors: [], stock: 3 });
    const res = await order([{ id: poster.documentId, size: 'A3', quantity: 5, price: 1100 }]).expect(409);
    expect(res.body.error.message).toBe(`Only 3 left of "${poster.name}". Please lower the quantity.`);
    expect(res.body.error.details).toEqual({
      itemId: poster.documentId,
      stockLeft: 3,
      code: 'stock.short',
      values: { left: '3', name: poster.name },
    });
  });
});
