import { announcementSchema, contactMessageSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { shopForFile } from './helpers/file-shop';

const fixture = shopForFile();

const MESSAGE = {
  name: 'Bilal',
  number: '0300 1112223',
  email: 'bilal@example.com',
  message: 'Do you ship to Quetta?',
};

describe('contact messages', () => {
  it('save-message stores a message that staff can list and delete', async () => {
    await fixture.shop.api().post('/api/contact/save-message').send(MESSAGE).expect(201);
    const list = await fixture.shop
      .api()
      .get('/api/contact/get-message')
      .set('Authorization', fixture.token)
      .expect(200);
    expect(list.body).toHaveLength(1);
    const message = contactMessageSchema.parse(list.body[0]);
    expect(message).toMatchObject(MESSAGE);
    await fixture.shop
      .api()
      .delete(`/api/contact/delete-message/${message._id}`)
      .set('Authorization', fixture.token)
      .expect(200);
    expect(
      (await fixture.shop.api().get('/api/contact/get-message').set('Authorization', fixture.token)).body,
    ).toEqual([]);
    await fixture.shop
      .api()
      .delete(`/api/contact/delete-message/${message._id}`)
      .set('Authorization', fixture.token)
      .expect(404);
  });

  it.each([
    [{ ...MESSAGE, name: ' ' }, 'Full Name is required'],
    [{ ...MESSAGE, email: 'bilal' }, 'Email Address must be a valid e-mail address'],
    [{ ...MESSAGE, number: undefined }, 'Phone Number is required'],
    [{ ...MESSAGE, message: '' }, 'Message is required'],
    [{ ...MESSAGE, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await fixture.shop.api().post('/api/contact/save-message').send(body).expect(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('announcements', () => {
  it('lists announcements for everyone and lets staff edit one', async () => {
    const created = await fixture.shop.strapi
      .documents('api::announcement.announcement')
      .create({ data: { message: 'Eid sale!' } as any });
    const list = await fixture.shop.api().get('/api/announcement/get-announcements').expect(200);
    expect(list.body.map((a: any) => announcementSchema.parse(a).message)).toEqual(['Eid sale!']);
    const res = await fixture.shop
      .api()
      .put(`/api/announcement/update/${created.documentId}`)
      .set('Authorization', fixture.token)
      .send({ message: '  Free delivery this week  ' })
      .expect(200);
    expect(res.body.message).toBe('Free delivery this week');
    const again = await fixture.shop.api().get('/api/announcement/get-announcements').expect(200);
    expect(again.body[0].message).toBe('Free delivery this week');
  });

  it('refuses a blank message and an unknown announcement', async () => {
    const [first] = (await fixture.shop.api().get('/api/announcement/get-announcements')).body;
    const blank = await fixture.shop
      .api()
      .put(`/api/announcement/update/${first._id}`)
      .set('Authorization', fixture.token)
      .send({ message: '   ' })
      .expect(400);
    expect(blank.body.error.message).toBe('Please fill in the message field');
    await fixture.shop
      .api()
      .put('/api/announcement/update/abcdefghijklmnopqrstuvwx')
      .set('Authorization', fixture.token)
      .send({ message: 'x' })
      .expect(404);
  });
});
