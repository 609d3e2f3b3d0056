import { lastChangesSchema } from '@shop/contracts';
import { TEST_SHOP_SETTINGS } from '@shop/contracts/testing';
import { describe, expect, it } from 'vitest';
import { shopForFile } from './helpers/file-shop';
import { pngDataUrl, productFormWith, templateFormWith } from './helpers/fixtures';
import { STAFF } from './helpers/shop-server';
import { staffAccountsOf } from './helpers/staff-accounts';

const fixture = shopForFile();
const { newAccount, logIn } = staffAccountsOf(fixture);

describe('who last changed the catalogue and the settings', () => {
  async function lastChanges(token: string) {
    const res = await fixture.shop.api().get('/api/staff/last-changes').set('Authorization', token);
    expect(res.status).toBe(200);
    return lastChangesSchema.parse(res.body);
  }

  it('names the staff account behind each product, template and announcement change, and the owner behind the settings', async () => {
    const staff = await newAccount('staff');
    const { token } = await logIn(staff.email, staff.password);
    const image = await pngDataUrl();
    const as = (who: string) => (req: any) => req.set('Authorization', who);
    const product = await as(token)(fixture.shop.api().post('/api/products/add-product'))
      .send(productFormWith([image, image]))
      .expect(201);
    const template = await as(token)(
      fixture.shop.api().post('/api/custom-products/create-custom-product-template'),
    )
      .send(templateFormWith([image, image]))
      .expect(201);
    const announcement = await as(token)(fixture.shop.api().post('/api/announcement/create'))
      .send({ message: 'Free delivery this week' })
      .expect(201);
    await as(fixture.token)(fixture.shop.api().put('/api/shop-settings'))
      .send(TEST_SHOP_SETTINGS)
      .expect(200);

    const changes = await lastChanges(token);
    expect(changes.products[product.body._id]?.by).toBe(staff.email);
    expect(changes.templates[template.body._id]?.by).toBe(staff.email);
    expect(changes.announcements[announcement.body._id]?.by).toBe(staff.email);
    expect(changes.settings?.by).toBe(STAFF.email);

    // An owner's edit replaces the name; the staff e-mails never reach a public answer.
    await as(fixture.token)(fixture.shop.api().put(`/api/announcement/update/${announcement.body._id}`))
      .send({ message: 'Free delivery all month' })
      .expect(200);
    expect((await lastChanges(token)).announcements[announcement.body._id]?.by).toBe(STAFF.email);
    for (const path of [
      `/api/products/single-product/${product.body._id}`,
      '/api/custom-products/custom-admin-product-templates',
      '/api/announcement/get-announcements',
      '/api/shop-settings',
    ]) {
      const res = await fixture.shop.api().get(path).expect(200);
      expect(res.text, path).not.toContain('@shop.test');
      expect(res.text, path).not.toContain('changedBy');
    }
  });

  it('takes who changed a record from the token, never from the body', async () => {
    const res = await fixture.shop
      .api()
      .post('/api/announcement/create')
      .set('Authorization', fixture.token)
      .send({ message: 'Sale', changedBy: 'someone-else@shop.test' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await lastChanges(fixture.token))).not.toContain('someone-else');
  });

  it('is for staff only', async () => {
    await fixture.shop.api().get('/api/staff/last-changes').expect(401);
  });
});
