import { SAMPLE_SHOP_SETTINGS, shopSettingsSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct } from './helpers/fixtures';
import { shopForFile } from './helpers/file-shop';

const fixture = shopForFile();

let phones = 0;

/**
 * An order of A4 posters (Rs. 499 each) to a city, with the figures the client shows (or none). Each has
 * its own phone: saved settings bring the owner's limit on orders waiting per phone.
 */
function order(itemId: string, city: string, quantity: number, figures: Record<string, number> = {}) {
  phones += 1;
  return fixture.shop
    .api()
    .post('/api/orders/create-order')
    .send({
      customer: { ...CUSTOMER, city, phone: `0302 ${String(1000000 + phones)}` },
      items: [{ id: itemId, size: 'A4', frame: 'Black', quantity }],
      ...figures,
    });
}

function saveSettings(change: Record<string, unknown>) {
  return fixture.shop
    .api()
    .put('/api/shop-settings')
    .set('Authorization', fixture.token)
    .send({ ...SAMPLE_SHOP_SETTINGS, ...change });
}

const OWNER_DELIVERY = {
  flatDeliveryCharge: 300,
  cityDeliveryCharges: [
    { city: 'Lahore', charge: 150 },
    { city: 'Dera Ghazi Khan', charge: 450 },
  ],
  freeDeliveryFrom: 4990,
  minimumOrder: 1000,
};

describe('delivery at the default settings', () => {
  it('a fresh shop answers the spec’s flat Rs. 250 and Rs. 500 minimum', async () => {
    const settings = shopSettingsSchema.parse((await fixture.shop.api().get('/api/shop-settings')).body);
    expect(settings).toMatchObject({
      flatDeliveryCharge: 250,
      cityDeliveryCharges: [],
      freeDeliveryFrom: null,
      minimumOrder: 500,
    });
  });

  it('charges Rs. 250 in any city, and refuses a total under Rs. 500 as the spec says', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    const res = await order(poster.documentId, 'Quetta', 1, {
      subtotal: 499,
      deliveryCharge: 250,
      total: 749,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotal: 499, deliveryCharge: 250, total: 749 });
    const cheap = await createProduct(fixture.shop.strapi, {
      sizes: [{ size: 'A4', actualPrice: 249, discountedPrice: null }],
    });
    const refused = await order(cheap.documentId, 'Quetta', 1).expect(400);
    expect(refused.body.error.message).toBe('Minimum order amount is Rs. 500');
  });
});

describe('delivery as the owner sets it', () => {
  it('staff save the delivery settings and everyone reads them', async () => {
    const saved = await saveSettings(OWNER_DELIVERY).expect(200);
    expect(saved.body).toMatchObject(OWNER_DELIVERY);
    const read = await fixture.shop.api().get('/api/shop-settings').expect(200);
    expect(read.body).toMatchObject(OWNER_DELIVERY);
  });

  it('charges a city its own charge however it is typed, and another city the flat charge', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    const lahore = await order(poster.documentId, '  LAHORE ', 2, { deliveryCharge: 150 }).expect(201);
    expect(lahore.body).toMatchObject({ subtotal: 998, deliveryCharge: 150, total: 1148 });
    const khan = await order(poster.documentId, 'dera ghazikhan', 2).expect(201);
    expect(khan.body.deliveryCharge).toBe(450);
    const multan = await order(poster.documentId, 'Multan', 2, { total: 1298 }).expect(201);
    expect(multan.body.deliveryCharge).toBe(300);
  });

  it('refuses a client delivery charge too low or too high with a 409 naming the city’s, and takes no stock', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    for (const [city, right] of [
      ['Lahore', 150],
      ['Multan', 300],
    ] as const) {
      for (const wrong of [right - 1, right + 1]) {
        const res = await order(poster.documentId, city, 2, { deliveryCharge: wrong }).expect(409);
        expect(res.body.error.message).toBe(
          `The order delivery charge is Rs. ${right}, not Rs. ${wrong}. Please review your cart.`,
        );
      }
    }
    const stored = await fixture.shop.strapi
      .documents('api::product.product')
      .findOne({ documentId: poster.documentId });
    expect((stored as any).stock).toBe(50);
  });

  it('delivers free from the owner’s amount on, and charges just below it', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    const free = await order(poster.documentId, 'Dera Ghazi Khan', 10, { deliveryCharge: 0, total: 4990 });
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ subtotal: 4990, deliveryCharge: 0, total: 4990 });
    const charged = await order(poster.documentId, 'Dera Ghazi Khan', 9, { deliveryCharge: 0 }).expect(409);
    expect(charged.body.error.message).toBe(
      'The order delivery charge is Rs. 450, not Rs. 0. Please review your cart.',
    );
    // Coded, so an Urdu checkout says it in Urdu.
    expect(charged.body.error.details).toMatchObject({
      code: 'order.deliveryChanged',
      values: { figure: 'Rs. 450', sent: 'Rs. 0' },
    });
  });

  it('checks the owner’s minimum against the total including delivery', async () => {
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    // Rs. 499 + Rs. 450 = Rs. 949 in Dera Ghazi Khan; Rs. 998 + Rs. 150 = Rs. 1,148 in Lahore.
    const under = await order(poster.documentId, 'Dera Ghazi Khan', 1).expect(400);
    expect(under.body.error.message).toBe('Minimum order amount is Rs. 1,000');
    await order(poster.documentId, 'Lahore', 2).expect(201);
  });

  it.each([
    [{ flatDeliveryCharge: -5 }, 'Delivery charge must be at least 0'],
    [{ minimumOrder: 'a lot' }, 'Minimum order must be a number'],
    [{ freeDeliveryFrom: 0 }, 'Free delivery from must be at least 1'],
    [{ cityDeliveryCharges: [{ city: 'Lahore' }] }, 'City delivery charge must be a number'],
    [{ cityDeliveryCharges: [{ city: 'Lahore', charge: 1, zone: 'A' }] }, 'Unknown field: zone'],
    [
      {
        cityDeliveryCharges: [
          { city: 'Lahore', charge: 100 },
          { city: 'lahore', charge: 200 },
        ],
      },
      'lahore is listed twice in the city delivery charges',
    ],
    [{ cityDeliveryCharges: {} }, 'City delivery charges must be a list'],
  ])('refuses %j with a 400 naming the field, and keeps the saved settings', async (change, message) => {
    const res = await saveSettings({ ...OWNER_DELIVERY, ...change }).expect(400);
    expect(res.body.error.message).toBe(message);
    expect((await fixture.shop.api().get('/api/shop-settings')).body).toMatchObject(OWNER_DELIVERY);
  });

  it('refuses a stored city list that breaks the rules, whatever door it comes through', async () => {
    const stored = await fixture.shop.strapi.documents('api::shop-setting.shop-setting').findFirst();
    await expect(
      fixture.shop.strapi.documents('api::shop-setting.shop-setting').update({
        documentId: stored!.documentId,
        data: { cityDeliveryCharges: [{ city: 'Quetta', charge: -1 }] } as any,
      }),
    ).rejects.toThrow('City delivery charge must be at least 0');
  });

  it('back at the defaults, the shop charges as the spec says again', async () => {
    await saveSettings({}).expect(200);
    const poster = await createProduct(fixture.shop.strapi, { stock: 50 });
    const res = await order(poster.documentId, 'Lahore', 1, { deliveryCharge: 250, total: 749 }).expect(201);
    expect(res.body.deliveryCharge).toBe(250);
  });
});
