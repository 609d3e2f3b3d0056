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

  it('staff add an announcement with a window, and everyone reads it with its dates', async () => {
    const res = await fixture.shop
      .api()
      .post('/api/announcement/create')
      .set('Authorization', fixture.token)
      .send({
        message: ' Winter sale ',
        startsAt: '2026-12-01T00:00:00+05:00',
        endsAt: '2026-12-31T19:00:00Z',
      })
      .expect(201);
    const created = announcementSchema.parse(res.body);
    expect(created).toMatchObject({ message: 'Winter sale' });
    expect(Date.parse(created.startsAt!)).toBe(Date.parse('2026-11-30T19:00:00Z'));
    expect(Date.parse(created.endsAt!)).toBe(Date.parse('2026-12-31T19:00:00Z'));
    const list = await fixture.shop.api().get('/api/announcement/get-announcements').expect(200);
    const listed = list.body.find((a: any) => a._id === created._id);
    expect(Date.parse(listed.startsAt)).toBe(Date.parse(created.startsAt!));
  });

  it('staff add an announcement without dates, shown always, as the spec’s announcements are', async () => {
    const res = await fixture.shop
      .api()
      .post('/api/announcement/create')
      .set('Authorization', fixture.token)
      .send({ message: 'Cash on delivery everywhere' })
      .expect(201);
    expect(res.body).toMatchObject({ message: 'Cash on delivery everywhere', startsAt: null, endsAt: null });
  });

  it('an edit that sends only the message (the spec’s client) keeps the window; one that sends dates changes it', async () => {
    const created = await fixture.shop
      .api()
      .post('/api/announcement/create')
      .set('Authorization', fixture.token)
      .send({ message: 'Eid offer', startsAt: '2027-01-01T00:00:00Z' })
      .expect(201);
    const edited = await fixture.shop
      .api()
      .put(`/api/announcement/update/${created.body._id}`)
      .set('Authorization', fixture.token)
      .send({ message: 'Eid offer: 10% off' })
      .expect(200);
    expect(Date.parse(edited.body.startsAt)).toBe(Date.parse('2027-01-01T00:00:00Z'));
    const cleared = await fixture.shop
      .api()
      .put(`/api/announcement/update/${created.body._id}`)
      .set('Authorization', fixture.token)
      .send({ message: 'Eid offer: 10% off', startsAt: null })
      .expect(200);
    expect(cleared.body.startsAt).toBeNull();
  });

  it.each([
    [{ message: '' }, 'Please fill in the message field'],
    [
      { message: 'Sale', startsAt: 'next week' },
      'Start date must be a date and time, like 2026-12-01T09:00:00Z',
    ],
    [
      { message: 'Sale', startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
      'The end date must be after the start date',
    ],
    [{ message: 'Sale', pinned: true }, 'Unknown field: pinned'],
  ])('refuses to add %j with a 400 naming the problem, and adds nothing', async (body, message) => {
    const before = (await fixture.shop.api().get('/api/announcement/get-announcements')).body.length;
    const res = await fixture.shop
      .api()
      .post('/api/announcement/create')
      .set('Authorization', fixture.token)
      .send(body)
      .expect(400);
    expect(res.body.error.message).toBe(message);
    expect((await fixture.shop.api().get('/api/announcement/get-announcements')).body).toHaveLength(before);
  });

  it('refuses an edit that would leave the window ending before it starts, whatever door it comes through', async () => {
    const created = await fixture.shop
      .api()
      .post('/api/announcement/create')
      .set('Authorization', fixture.token)
      .send({ message: 'Flash sale', startsAt: '2027-02-10T00:00:00Z' })
      .expect(201);
    const res = await fixture.shop
      .api()
      .put(`/api/announcement/update/${created.body._id}`)
      .set('Authorization', fixture.token)
      .send({ message: 'Flash sale', endsAt: '2027-02-01T00:00:00Z' })
      .expect(400);
    expect(res.body.error.message).toBe('The end date must be after the start date');
    await expect(
      fixture.shop.strapi.documents('api::announcement.announcement').create({
        data: {
          message: 'Panel sale',
          startsAt: '2027-03-02T00:00:00Z',
          endsAt: '2027-03-01T00:00:00Z',
        } as any,
      }),
    ).rejects.toThrow('The end date must be after the start date');
  });

  it('staff delete an announcement: it leaves the list, and a second delete is a 404', async () => {
    const created = await fixture.shop
      .api()
      .post('/api/announcement/create')
      .set('Authorization', fixture.token)
      .send({ message: 'Gone tomorrow' })
      .expect(201);
    const res = await fixture.shop
      .api()
      .delete(`/api/announcement/delete/${created.body._id}`)
      .set('Authorization', fixture.token)
      .expect(200);
    expect(res.body).toEqual({ message: 'Announcement deleted' });
    const list = await fixture.shop.api().get('/api/announcement/get-announcements').expect(200);
    expect(list.body.map((a: any) => a._id)).not.toContain(created.body._id);
    await fixture.shop
      .api()
      .delete(`/api/announcement/delete/${created.body._id}`)
      .set('Authorization', fixture.token)
      .expect(404);
    await fixture.shop
      .api()
      .delete('/api/announcement/delete/not-an-id')
      .set('Authorization', fixture.token)
      .expect(404);
  });
});
