import { TEST_SHOP_SETTINGS } from '@shop/contracts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, createProduct, createTemplate, pngBytes } from './helpers/fixtures';
import { orderPersonalisedLine, placeOrder } from './helpers/place-order';
import { startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;
let token: string;
let posterOrder: any;
let templateOrder: any;
let photoUrl: string;

const OFFSITE_PHOTO = 'https://elsewhere.example/photo.jpg';

function asStaff(path: string) {
  return shop.api().get(path).set('Authorization', token);
}

/** The text a person reads on the page: tags dropped, entities as they show. */
function readable(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  shop = await startShop();
  token = await shop.staffToken();
  await shop
    .api()
    .put('/api/shop-settings')
    .set('Authorization', token)
    .send({
      ...TEST_SHOP_SETTINGS,
      shopName: 'Qasr Prints',
      address: '12 Mall Road, Lahore',
      phone: '0321 7654321',
      email: 'hello@qasr.example',
    })
    .expect(200);
  const poster = await createProduct(shop.strapi, { name: 'Lahore Skyline' });
  posterOrder = await placeOrder(shop, poster.documentId, {
    quantity: 2,
    customer: { ...CUSTOMER, name: '<script>alert(1)</script> Ayesha' },
  });
  const upload = await shop
    .api()
    .post('/api/custom-images')
    // Large enough to print at A4 (about 155 DPI): a smaller one is refused for that size.
    .attach('file', await pngBytes(1300, 1800), { filename: 'couple.png', contentType: 'image/png' })
    .expect(200);
  photoUrl = upload.body.secure_url;
  const template = await createTemplate(shop.strapi, {
    name: 'Nikkah Nama Classic',
    fields: [
      { fieldName: 'Names', fieldType: 'text', required: true, options: [] },
      { fieldName: 'Photo', fieldType: 'image', required: false, options: [] },
      { fieldName: 'Second photo', fieldType: 'image', required: false, options: [] },
    ],
  });
  const created = await orderPersonalisedLine(shop, template.documentId, {
    Names: 'Sara & Ali',
    Photo: photoUrl,
    'Second photo': OFFSITE_PHOTO,
  }).expect(201);
  templateOrder = created.body;
});
afterAll(() => shop.stop());

describe('an order printed as its invoice and packing slip', () => {
  it('names the shop from Shop settings, the customer, each item and the cash to collect', async () => {
    const res = await asStaff(`/api/orders/${posterOrder._id}/invoice`).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = readable(res.text);
    expect(page).toContain('Qasr Prints');
    expect(page).toContain('12 Mall Road, Lahore');
    expect(page).toContain('0321 7654321');
    expect(page).toContain(`Order #${posterOrder.orderNumber}`);
    expect(page).toContain(`Phone: ${CUSTOMER.phone}`);
    expect(page).toContain('Lahore Skyline (A4, Black)');
    expect(page).toContain(`Cash to collect Rs. ${posterOrder.total.toLocaleString('en-US')}`);
    expect(posterOrder.total).toBeGreaterThan(0);
  });

  it('shows a discount code’s saving between the subtotal and the delivery, and none without a code', async () => {
    await shop
      .api()
      .post('/api/discount-codes')
      .set('Authorization', token)
      .send({ code: 'SLIP10', kind: 'fixed', value: 150 })
      .expect(201);
    const poster = await createProduct(shop.strapi, { name: 'Badshahi Mosque' });
    const placed = await shop
      .api()
      .post('/api/orders/create-order')
      .send({
        customer: { ...CUSTOMER, phone: '0302 1112223' },
        items: [{ id: poster.documentId, size: 'A4', frame: 'Black', quantity: 2 }],
        discountCode: 'slip10',
      })
      .expect(201);
    const page = readable((await asStaff(`/api/orders/${placed.body._id}/invoice`).expect(200)).text);
    const subtotal = placed.body.subtotal.toLocaleString('en-US');
    expect(page).toContain(`Subtotal Rs. ${subtotal} Discount (SLIP10) - Rs. 150 Delivery`);
    expect(page).toContain(`Cash to collect Rs. ${placed.body.total.toLocaleString('en-US')}`);
    const plain = readable((await asStaff(`/api/orders/${posterOrder._id}/invoice`).expect(200)).text);
    expect(plain).not.toContain('Discount');
  });

  it('escapes what the shopper wrote: a name with a tag is text, not markup', async () => {
    const res = await asStaff(`/api/orders/${posterOrder._id}/invoice`).expect(200);
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ayesha');
  });

  it('has nothing to collect once the order is delivered', async () => {
    for (const status of ['confirmed', 'in_production', 'dispatched', 'delivered']) {
      const body = status === 'dispatched' ? { status, courier: 'TCS', trackingNumber: 'TCS-1' } : { status };
      await shop
        .api()
        .patch(`/api/orders/${posterOrder._id}/status`)
        .set('Authorization', token)
        .send(body)
        .expect(200);
    }
    const page = readable((await asStaff(`/api/orders/${posterOrder._id}/invoice`).expect(200)).text);
    expect(page).toContain('Cash to collect Rs. 0');
  });

  it("shows the customer's photo of the shop's uploads as a thumbnail, another address as text", async () => {
    const res = await asStaff(`/api/orders/${templateOrder._id}/invoice`).expect(200);
    expect(res.text).toContain(`<img class="thumb" src="${photoUrl}"`);
    expect(res.text).not.toContain(`src="${OFFSITE_PHOTO}"`);
    expect(readable(res.text)).toContain(`Second photo: ${OFFSITE_PHOTO}`);
  });
});

describe('a selection printed together', () => {
  it('gives one sheet per order, in the order asked, each order once', async () => {
    const ids = [templateOrder._id, posterOrder._id, templateOrder._id].join(',');
    const res = await asStaff(`/api/orders/invoices?ids=${ids}`).expect(200);
    expect(res.text.match(/<section class="sheet"/g)).toHaveLength(2);
    const first = res.text.indexOf(`Order #${templateOrder.orderNumber}`);
    const second = res.text.indexOf(`Order #${posterOrder.orderNumber}`);
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
  });

  it('prints a production sheet with every line, its custom values and its photo large', async () => {
    const ids = [posterOrder._id, templateOrder._id].join(',');
    const res = await asStaff(`/api/orders/production-sheet?ids=${ids}`).expect(200);
    const page = readable(res.text);
    expect(page).toContain(`Order #${posterOrder.orderNumber}, line 1: 2 x Lahore Skyline`);
    expect(page).toContain('Size: A4 · Frame: Black');
    expect(page).toContain('No custom details: make it as listed.');
    expect(page).toContain(`Order #${templateOrder.orderNumber}, line 1: 1 x Nikkah Nama Classic`);
    expect(page).toContain('Names Sara & Ali');
    expect(res.text).toContain(`<img class="photo" src="${photoUrl}"`);
    expect(res.text).not.toContain(`src="${OFFSITE_PHOTO}"`);
  });
});

describe('what the print calls refuse', () => {
  it('an anonymous caller gets 401', async () => {
    await shop.api().get(`/api/orders/${posterOrder._id}/invoice`).expect(401);
    await shop.api().get(`/api/orders/invoices?ids=${posterOrder._id}`).expect(401);
    await shop.api().get(`/api/orders/production-sheet?ids=${posterOrder._id}`).expect(401);
  });

  it('ids that are missing or malformed are a 400 with the reason', async () => {
    const none = await asStaff('/api/orders/invoices').expect(400);
    expect(none.body.error.message).toContain('ids must be one text');
    const bad = await asStaff('/api/orders/production-sheet?ids=../../etc').expect(400);
    expect(bad.body.error.message).toContain('ids must hold order ids');
    const twice = await asStaff(`/api/orders/invoices?ids=a&ids=b`).expect(400);
    expect(twice.body.error.message).toContain('ids must be one text');
  });

  it('an order that does not exist is a 404 naming it', async () => {
    await asStaff('/api/orders/abcdefghijklmnopqrstuvwx/invoice').expect(404);
    const res = await asStaff(`/api/orders/invoices?ids=${posterOrder._id},abcdefghijklmnopqrstuvwx`).expect(
      404,
    );
    expect(res.body.error.message).toBe('Order not found: abcdefghijklmnopqrstuvwx');
  });
});
