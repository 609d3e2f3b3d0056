// Issue #37 items 2, 4 and 5 as an API client sees them: coded rule messages, Urdu names and
// descriptions (saved, answered, searched, in the Urdu page head), and an order's language in its e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_TEXTS, SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { CUSTOMER, pngDataUrl, productFormWith, templateFormWith } from './helpers/fixtures';
import { type ShopWithInbox, startShopWithInbox } from './helpers/mailing-shop';
import { minimalStorefront, readHead } from './helpers/storefront-build';

let shop: ShopWithInbox;
let token: string;
let image: string;
const storefront = minimalStorefront();

beforeAll(async () => {
  shop = await startShopWithInbox({
    STOREFRONT_DIR: storefront.dir,
    STAFF_NOTIFY_EMAIL: 'owner@shop.test',
    MAIL_OUTBOX_POLL_MS: '100',
  });
  token = await shop.staffToken();
  image = await pngDataUrl();
  await shop.strapi.service('api::shop-setting.shop-setting').save({
    ...SAMPLE_SHOP_SETTINGS,
    shopName: 'Moon Frames',
    maxWaitingOrdersPerPhone: 100,
  });
});
afterAll(async () => {
  await shop.stop();
  storefront.remove();
});

const asStaff = (path: string, body: object) => shop.api().post(path).set('Authorization', token).send(body);

const URDU_NAME = 'چاندنی خطاطی پوسٹر';
const URDU_DESCRIPTION = 'آدھی رات کے نیلے رنگ پر سنہری عربی خطاطی، موٹے کاغذ پر چھپی ہوئی۔';

async function addProduct(overrides: Record<string, unknown> = {}) {
  const res = await asStaff('/api/products/add-product', productFormWith([image], overrides)).expect(201);
  return res.body as { _id: string; name: string; nameUr?: string };
}

describe('a refusal by a shared rule', () => {
  it('keeps its English message and adds the rule’s code, and every failing field’s', async () => {
    const res = await shop
      .api()
      .post('/api/orders/create-order')
      .send({ customer: { ...CUSTOMER, name: ' ', city: '' }, items: [{ id: 'x', quantity: 1 }] })
      .expect(400);
    expect(res.body.error.message).toBe('Please Fill all required fields');
    expect(res.body.error.details).toMatchObject({ code: 'checkout.blank', values: {} });
    const issues = res.body.error.details.issues as { path: unknown[]; code: string }[];
    expect(issues.map(({ path, code }) => [path.join('.'), code])).toEqual([
      ['customer.name', 'checkout.blank'],
      ['customer.city', 'checkout.blank'],
    ]);
  });

  it('carries the values a client needs to say it again', async () => {
    const res = await shop
      .api()
      .post('/api/discount-codes/check')
      .send({ code: 'nope', subtotal: 1000 })
      .expect(400);
    expect(res.body.error.message).toBe('The discount code "NOPE" does not exist.');
    expect(res.body.error.details).toMatchObject({ code: 'discount.unknown', values: { code: 'NOPE' } });
  });

  it('answers a refusal no shared rule gave without a code', async () => {
    const res = await shop.api().get('/api/products/single-product/abcdefghijklmnopqrstuvwx').expect(404);
    expect(res.body.error.details?.code).toBeUndefined();
  });
});

describe('a product’s or a template’s Urdu name and description', () => {
  it('are saved and answered where staff gave them, and absent where they did not', async () => {
    const product = await addProduct({ nameUr: URDU_NAME, descriptionUr: URDU_DESCRIPTION });
    const one = await shop.api().get(`/api/products/single-product/${product._id}`).expect(200);
    expect(one.body).toMatchObject({
      name: 'Galaxy Poster',
      nameUr: URDU_NAME,
      descriptionUr: URDU_DESCRIPTION,
    });
    const cards = await shop.api().get('/api/products/all-products').expect(200);
    expect(cards.body.products.find((card: any) => card._id === product._id)).toMatchObject({
      nameUr: URDU_NAME,
    });

    const plain = await addProduct({ name: 'Plain Poster' });
    const answer = (await shop.api().get(`/api/products/single-product/${plain._id}`).expect(200)).body;
    expect(answer).not.toHaveProperty('nameUr');
    expect(answer).not.toHaveProperty('descriptionUr');

    const template = await asStaff(
      '/api/custom-products/create-custom-product-template',
      templateFormWith([image], { nameUr: 'نام والا پوسٹر', descriptionUr: 'آپ کا نام روشنیوں میں۔' }),
    ).expect(201);
    const stored = await shop.api().get(`/api/custom-products/single-product-template/${template.body._id}`);
    expect(stored.body).toMatchObject({ nameUr: 'نام والا پوسٹر', descriptionUr: 'آپ کا نام روشنیوں میں۔' });
  });

  it.each([
    [{ nameUr: 'ا'.repeat(201) }, 'Name in Urdu must be at most 200 characters', 'text.tooLong'],
    [{ nameUr: 42 }, 'Name in Urdu must be text', 'text.notText'],
    [
      { descriptionUr: 'نام\u202Eالٹا' },
      RULE_TEXTS['text.unsafeCharacters'].replace('{label}', 'Description in Urdu'),
      'text.unsafeCharacters',
    ],
  ])('refuses %j with a 400 naming the field', async (fields, message, code) => {
    const res = await asStaff('/api/products/add-product', productFormWith([image], fields)).expect(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.details.code).toBe(code);
  });

  it('let an Urdu page’s search find a product by either name; an English page’s keeps its results', async () => {
    const product = await addProduct({ name: 'Crescent Night Poster', nameUr: 'ہلال رات پوسٹر' });
    const found = async (query: string) =>
      (await shop.api().get(`/api/products/listing?${query}`).expect(200)).body.products.map(
        (card: any) => card._id,
      );
    expect(await found(`search=${encodeURIComponent('ہلال رات')}&lang=ur`)).toEqual([product._id]);
    expect(await found('search=crescent&lang=ur')).toEqual([product._id]);
    expect(await found(`search=${encodeURIComponent('ہلال رات')}`)).toEqual([]);
    expect(await found('search=crescent')).toEqual([product._id]);
    const refused = await shop.api().get('/api/products/listing?search=moon&lang=fr').expect(400);
    expect(refused.body.error.message).toBe('lang must be one of: en, ur');
  });

  it('head the product’s Urdu page and its share preview; the English page keeps the English name', async () => {
    const product = await addProduct({
      name: 'Lantern Poster',
      nameUr: 'لالٹین پوسٹر',
      descriptionUr: URDU_DESCRIPTION,
    });
    const crawl = async (path: string) => {
      const res = await fetch(`${shop.baseUrl}${path}`, {
        headers: { 'User-Agent': 'WhatsApp/2.23', Accept: 'text/html' },
      });
      return readHead(await res.text());
    };
    const urdu = await crawl(`/ur/product/${product._id}`);
    expect(urdu.title).toBe('لالٹین پوسٹر | Moon Frames');
    expect(urdu.meta('og:title')).toBe(urdu.title);
    expect(urdu.meta('description')).toContain(URDU_DESCRIPTION.slice(0, 20));
    expect(urdu.meta('og:image:alt')).toBe('لالٹین پوسٹر');
    const english = await crawl(`/product/${product._id}`);
    expect(english.title).toBe('Lantern Poster | Moon Frames');
    expect(english.meta('og:image:alt')).toBe('Lantern Poster');
  });
});

describe('an order’s language', () => {
  /** An order of a new poster (made with `productFields`) by a shopper with this e-mail, answered with `status`. */
  async function order(
    email: string,
    language: string | undefined,
    status: number,
    productFields: Record<string, unknown> = {},
  ) {
    const product = await addProduct(productFields);
    return shop
      .api()
      .post('/api/orders/create-order')
      .send({
        customer: { ...CUSTOMER, email },
        items: [{ id: product._id, size: 'A4', frame: 'Black', quantity: 1 }],
        ...(language ? { language } : {}),
      })
      .expect(status);
  }

  it('is stored, and the shopper’s e-mail is written in Urdu with the Urdu tracking page', async () => {
    const res = await order('urdu@example.pk', 'ur', 201);
    expect(res.body.language).toBe('ur');
    const mail = await shop.smtp.mailTo('urdu@example.pk', new RegExp(res.body.orderNumber));
    expect(mail.subject).toBe(`آپ کا آرڈر #${res.body.orderNumber}`);
    expect(mail.html).toMatch(/<html[^>]* dir="rtl"/);
    expect(mail.html).toMatch(/<html[^>]* lang="ur"/);
    expect(mail.html).toContain(`<span dir="ltr">${res.body.orderNumber}</span>`);
    expect(mail.text).toContain('آپ کے آرڈر کا شکریہ');
    expect(mail.text).toContain(`${shop.baseUrl}/ur/track-order/`);
    const staff = await shop.smtp.mailTo('owner@shop.test', new RegExp(res.body.orderNumber));
    expect(staff.subject).toBe(`New order #${res.body.orderNumber}`);

    await shop
      .api()
      .patch(`/api/orders/${res.body._id}/status`)
      .set('Authorization', token)
      .send({ status: 'cancelled', note: 'Out of paper' })
      .expect(200);
    const cancelled = await shop.smtp.mailTo('urdu@example.pk', /منسوخ/);
    expect(cancelled.subject).toBe(`آرڈر #${res.body.orderNumber}: منسوخ`);
    expect(cancelled.text).toContain('وجہ: Out of paper');
    expect(cancelled.text).toContain(`${shop.baseUrl}/ur/track-order/`);
  });

  it('is English when not sent: the e-mail and the tracking link are as before', async () => {
    const res = await order('english@example.pk', undefined, 201);
    expect(res.body).not.toHaveProperty('language');
    const mail = await shop.smtp.mailTo('english@example.pk', new RegExp(res.body.orderNumber));
    expect(mail.subject).toBe(`Your order #${res.body.orderNumber}`);
    expect(mail.html).not.toContain('dir="rtl"');
    expect(mail.text).toContain('Thank you for your order');
    expect(mail.text).toContain(`${shop.baseUrl}/track-order/`);
    expect(mail.text).not.toContain('/ur/track-order/');
  });

  it('names the product in Urdu in an Urdu order’s mail and tracking, as it was called when ordered', async () => {
    const res = await order('urdu-name@example.pk', 'ur', 201, { nameUr: URDU_NAME });
    expect(res.body.items[0]).toMatchObject({ name: 'Galaxy Poster', nameUr: URDU_NAME });
    const mail = await shop.smtp.mailTo('urdu-name@example.pk', new RegExp(res.body.orderNumber));
    expect(mail.text).toContain(`1 x ${URDU_NAME} (A4, Black)`);
    expect(mail.text).not.toContain('Galaxy Poster');
    const staff = await shop.smtp.mailTo('owner@shop.test', new RegExp(res.body.orderNumber));
    expect(staff.text).toContain('1 x Galaxy Poster (A4, Black)');

    // Renamed after the order: the order keeps the names it was placed with.
    await shop
      .api()
      .put(`/api/products/update-product/${res.body.items[0].id}`)
      .set('Authorization', token)
      .send(productFormWith([image], { nameUr: 'نیا نام' }))
      .expect(200);
    const tracked = await shop.api().get(`/api/orders/track/${res.body.trackingToken}`).expect(200);
    expect(tracked.body.items[0]).toMatchObject({ name: 'Galaxy Poster', nameUr: URDU_NAME });
  });

  it('names the product in English in an English order’s mail, Urdu name or not', async () => {
    const res = await order('english-name@example.pk', undefined, 201, { nameUr: URDU_NAME });
    const mail = await shop.smtp.mailTo('english-name@example.pk', new RegExp(res.body.orderNumber));
    expect(mail.text).toContain('1 x Galaxy Poster (A4, Black)');
    expect(mail.text).not.toContain(URDU_NAME);
  });

  it('refuses a language the shop does not speak with a coded 400', async () => {
    const res = await order('french@example.pk', 'fr', 400);
    expect(res.body.error.message).toBe('Language must be one of: en, ur');
    expect(res.body.error.details).toMatchObject({ code: 'value.notOneOf', values: { label: 'Language' } });
  });
});
