import { SAMPLE_SHOP_SETTINGS, shopSettingsSchema } from '@shop/contracts';
import { TEST_SHOP_SETTINGS } from '@shop/contracts/testing';
import { describe, expect, it } from 'vitest';
import { shopForFile } from './helpers/file-shop';

const fixture = shopForFile();

describe('shop settings', () => {
  it('a fresh shop answers the marked sample values to everyone', async () => {
    const res = await fixture.shop.api().get('/api/shop-settings').expect(200);
    // The order limits a fresh shop starts with are tested in order-limits.test.ts: test servers raise them.
    const { maxUnitsPerOrder: _units, maxWaitingOrdersPerPhone: _orders, ...details } = SAMPLE_SHOP_SETTINGS;
    expect(shopSettingsSchema.parse(res.body)).toMatchObject(details);
    expect(res.body.shopName).toContain('(sample)');
  });

  it('staff save the details, and the next read answers them', async () => {
    // Read first so the answer is cached: the save must replace it.
    await fixture.shop.api().get('/api/shop-settings').expect(200);
    const saved = await fixture.shop
      .api()
      .put('/api/shop-settings')
      .set('Authorization', fixture.token)
      .send(TEST_SHOP_SETTINGS);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(TEST_SHOP_SETTINGS);
    const read = await fixture.shop.api().get('/api/shop-settings').expect(200);
    expect(read.body).toEqual(TEST_SHOP_SETTINGS);
    const again = await fixture.shop
      .api()
      .get('/api/shop-settings')
      .set('If-None-Match', read.headers.etag)
      .expect(304);
    expect(again.text).toBeFalsy();

    await fixture.shop
      .api()
      .put('/api/shop-settings')
      .set('Authorization', fixture.token)
      .send({ ...TEST_SHOP_SETTINGS, shopName: 'Rang Art House' })
      .expect(200);
    expect((await fixture.shop.api().get('/api/shop-settings')).body.shopName).toBe('Rang Art House');
  });

  it.each([
    [{ phone: '555-0100' }, 'Phone must be a Pakistani number, like 0300 1234567 or 042 35761234'],
    [{ email: 'not-an-email' }, 'E-mail must be a valid e-mail address'],
    [
      { instagramUrl: 'javascript:alert(1)' },
      'Instagram link must be a web address starting with http:// or https://',
    ],
    [{ shopName: '' }, 'Shop name is required'],
    [{ isAdmin: true }, 'Unknown field: isAdmin'],
  ])('refuses %j with a 400 naming the field', async (change, message) => {
    const res = await fixture.shop
      .api()
      .put('/api/shop-settings')
      .set('Authorization', fixture.token)
      .send({ ...TEST_SHOP_SETTINGS, ...change })
      .expect(400);
    expect(res.body.error.message).toBe(message);
  });

  it('only staff may change the settings', async () => {
    await fixture.shop.api().put('/api/shop-settings').send(TEST_SHOP_SETTINGS).expect(401);
  });
});
