import { announcementSchema, contactMessageSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await startShop();
  token = await shop.staffToken();
});
afterAll(() => shop.stop());

const MESSAGE = {
  name: 'Bilal',
  number: '0300 1112223',
  email: 'bilal@example.com',
  message: 'Do you ship to Quetta?',
};

describe('contact messages', () => {
  it('save-message stores a message that staff can list and delete', async () => {
    await shop.api().post('/api/contact/save-message').send(MESSAGE).expect(201);
    const list = await shop.api().get('/api/contact/get-message').set('Authorization', token).expect(200);
    expect(list.body).toHaveLength(1);
    const message = contactMessageSchema.parse(list.body[0]);
    expect(message).toMatchObject(MESSAGE);
    await shop
      .api()
      .delete(`/api/contact/delete-message/${message._id}`)
      .set('Authorization', token)
      .expect(200);
    expect((await shop.api().get('/api/contact/get-message').set('Authorization', token)).body).toEqual([]);
    await shop
      .api()
      .delete(`/api/contact/delete-message/${message._id}`)
      .set('Authorization', token)
      .expect(404);
  });

  it.each([
    [{ ...MESSAGE, name: ' ' }, 'Full Name is required'],
    [{ ...MESSAGE, email: 'bilal' }, 'Email Address must be a valid e-mail address'],
    [{ ...MESSAGE, number: undefined }, 'Phone Number is required'],
    [{ ...MESSAGE, message: '' }, 'Message is required'],
    [{ ...MESSAGE, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await shop.api().post('/api/contact/save-message').send(body).expect(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('announcements', () => {
  it('lists announcements for everyone and lets staff edit one', async () => {
    const created = await shop.strapi
      .documents('api::announcement.announcement')
      .create({ data: { message: 'Eid sale!' } as any });
    const list = await shop.api().get('/api/announcement/get-announcements').expect(200);
    expect(list.body.map((a: any) => announcementSchema.parse(a).message)).toEqual(['Eid sale!']);
    const res = await shop
      .api()
      .put(`/api/announcement/update/${created.documentId}`)
      .set('Authorization', token)
      .send({ message: '  Free delivery this week  ' })
      .expect(200);
    expect(res.body.message).toBe('Free delivery this week');
    const again = await shop.api().get('/api/announcement/get-announcements').expect(200);
    expect(again.body[0].message).toBe('Free delivery this week');
  });

  it('refuses a blank message and an unknown announcement', async () => {
    const [first] = (await shop.api().get('/api/announcement/get-announcements')).body;
    const blank = await shop
      .api()
      .put(`/api/announcement/update/${first._id}`)
      .set('Authorization', token)
      .send({ message: '   ' })
      .expect(400);
    expect(blank.body.error.message).toBe('Please fill in the message field');
    await shop
      .api()
      .put('/api/announcement/update/abcdefghijklmnopqrstuvwx')
      .set('Authorization', token)
      .send({ message: 'x' })
      .expect(404);
  });
});
