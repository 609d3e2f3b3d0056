// The home page's banners (issue #34 item 6): the defaults of a fresh shop, staff's changes, and the
// home page's head preloading the first visible one.
import {
  BANNER_MESSAGES,
  type Banner,
  bannerListSchema,
  bannerSchema,
  bannerSources,
  MAX_BANNERS,
} from '@shop/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNERS } from '../src/lib/seed/default-banners';
import { pageShopForFile, pageTools } from './helpers/page-shop';

const fixture = pageShopForFile();
const { crawl } = pageTools(fixture);

const api = () => fixture.shop.api();
const visible = async (): Promise<Banner[]> =>
  bannerListSchema.parse((await api().get('/api/banners').expect(200)).body);
const all = async (): Promise<Banner[]> =>
  bannerListSchema.parse(
    (await api().get('/api/banners/all').set('Authorization', fixture.token).expect(200)).body,
  );

async function pictureData(width: number, height: number, background = '#336699') {
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function create(fields: Record<string, unknown>) {
  return api().post('/api/banners').set('Authorization', fixture.token).send(fields);
}

/** The served picture's size, fetched as a browser would. */
async function servedSize(url: string) {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { width, height, format };
}

/** Puts the banners back in `ids` order, hides none. */
async function restore(ids: string[]) {
  for (const banner of await all()) {
    if (!ids.includes(banner._id))
      await api().delete(`/api/banners/${banner._id}`).set('Authorization', fixture.token).expect(200);
    else if (banner.hidden)
      await api()
        .put(`/api/banners/${banner._id}`)
        .set('Authorization', fixture.token)
        .send({ hidden: false });
  }
  await api().put('/api/banners/order').set('Authorization', fixture.token).send({ ids }).expect(200);
}

describe('a fresh shop’s banners', () => {
  it('are today’s six slides, in order, their pictures stored at the carousel’s size with smaller copies', async () => {
    const banners = await visible();
    expect(banners.map((banner) => banner.alt)).toEqual(DEFAULT_BANNERS.map((banner) => banner.alt));
    expect(banners.map((banner) => [banner.title, banner.subtitle, banner.link, banner.hidden])).toEqual(
      DEFAULT_BANNERS.map(() => ['', '', '', false]),
    );
    for (const banner of banners) {
      expect(banner.picture.url.startsWith(`${fixture.shop.baseUrl}/uploads/`)).toBe(true);
      expect(await servedSize(banner.picture.url)).toEqual({ width: 1600, height: 700, format: 'webp' });
      expect(banner.picture.variants?.map((variant) => variant.width)).toEqual([
        245, 320, 640, 960, 1280, 1600,
      ]);
    }
  });

  it('home preloads the first banner’s picture as the carousel asks for it', async () => {
    const [first] = await visible();
    const { src, srcSet, sizes } = bannerSources(first.picture);
    const { html } = await crawl('/');
    expect(html).toContain(
      `<link rel="preload" as="image" href="${src}" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high" />`,
    );
  });
});

describe('staff change the banners', () => {
  it('add one: its picture cropped and resized to 1600 × 700, shown last', async () => {
    const before = (await all()).map((banner) => banner._id);
    const res = await create({
      picture: await pictureData(1200, 1200),
      alt: 'Winter frames on a brick wall',
      title: 'Winter sale',
      subtitle: 'Frames at 20% off',
      link: '/products?category=Frames',
    }).expect(201);
    const added = bannerSchema.parse(res.body);
    expect(added).toMatchObject({ title: 'Winter sale', link: '/products?category=Frames', hidden: false });
    expect(await servedSize(added.picture.url)).toEqual({ width: 1600, height: 700, format: 'webp' });
    expect((await visible()).at(-1)).toEqual(added);
    await restore(before);
    expect((await visible()).map((banner) => banner._id)).toEqual(before);
  });

  it('hide one: it leaves the home page, staff still see it; show it again', async () => {
    const [first, second] = await all();
    await api()
      .put(`/api/banners/${first._id}`)
      .set('Authorization', fixture.token)
      .send({ hidden: true })
      .expect(200);
    expect((await visible()).map((banner) => banner._id)).not.toContain(first._id);
    expect((await all()).find((banner) => banner._id === first._id)?.hidden).toBe(true);
    // The head preloads the first visible one now.
    expect((await crawl('/')).html).toContain(`href="${bannerSources(second.picture).src}"`);
    await api()
      .put(`/api/banners/${first._id}`)
      .set('Authorization', fixture.token)
      .send({ hidden: false })
      .expect(200);
    expect((await visible())[0]._id).toBe(first._id);
  });

  it('edit one’s texts and link; only the fields sent change', async () => {
    const [, second] = await all();
    const res = await api()
      .put(`/api/banners/${second._id}`)
      .set('Authorization', fixture.token)
      .send({ title: '  Posters week ', link: 'https://instagram.com/wallart' })
      .expect(200);
    expect(bannerSchema.parse(res.body)).toEqual({
      ...second,
      title: 'Posters week',
      link: 'https://instagram.com/wallart',
    });
    await api()
      .put(`/api/banners/${second._id}`)
      .set('Authorization', fixture.token)
      .send({ title: '', link: '' })
      .expect(200);
  });

  it('replace one’s picture: the old file is removed', async () => {
    const [, , third] = await all();
    const res = await api()
      .put(`/api/banners/${third._id}`)
      .set('Authorization', fixture.token)
      .send({ picture: await pictureData(800, 350, '#993366') })
      .expect(200);
    const replaced = bannerSchema.parse(res.body);
    expect(replaced.picture.url).not.toBe(third.picture.url);
    expect(replaced.alt).toBe(third.alt);
    expect(await servedSize(replaced.picture.url)).toEqual({ width: 1600, height: 700, format: 'webp' });
    expect((await fetch(third.picture.url)).status).toBe(404);
  });

  it('reorder them with the list of every id; the home page and its head follow', async () => {
    const ids = (await all()).map((banner) => banner._id);
    const reversed = [...ids].reverse();
    const res = await api()
      .put('/api/banners/order')
      .set('Authorization', fixture.token)
      .send({ ids: reversed })
      .expect(200);
    expect(bannerListSchema.parse(res.body).map((banner) => banner._id)).toEqual(reversed);
    const shown = await visible();
    expect(shown.map((banner) => banner._id)).toEqual(reversed);
    expect((await crawl('/')).html).toContain(`href="${bannerSources(shown[0].picture).src}"`);
    await restore(ids);
  });

  it('delete one: it and its picture are gone; a second delete is a 404', async () => {
    const added = bannerSchema.parse(
      (await create({ picture: await pictureData(1600, 700), alt: 'Short-lived' }).expect(201)).body,
    );
    await api().delete(`/api/banners/${added._id}`).set('Authorization', fixture.token).expect(200);
    expect((await all()).map((banner) => banner._id)).not.toContain(added._id);
    expect((await fetch(added.picture.url)).status).toBe(404);
    const again = await api()
      .delete(`/api/banners/${added._id}`)
      .set('Authorization', fixture.token)
      .expect(404);
    expect(again.body.error.message).toBe(BANNER_MESSAGES.notFound);
  });

  it('with every banner hidden, home shows no carousel and preloads no picture', async () => {
    const banners = await all();
    for (const banner of banners)
      await api()
        .put(`/api/banners/${banner._id}`)
        .set('Authorization', fixture.token)
        .send({ hidden: true })
        .expect(200);
    expect(await visible()).toEqual([]);
    expect((await crawl('/')).html).not.toContain('rel="preload" as="image"');
    await restore(banners.map((banner) => banner._id));
  });

  it(`keeps at most ${MAX_BANNERS} banners`, async () => {
    const before = (await all()).map((banner) => banner._id);
    const picture = await pictureData(160, 70);
    for (let i = before.length; i < MAX_BANNERS; i += 1)
      await create({ picture, alt: `Extra ${i}` }).expect(201);
    const refused = await create({ picture, alt: 'One too many' }).expect(409);
    expect(refused.body.error.message).toBe(BANNER_MESSAGES.tooMany);
    await restore(before);
  });
});

describe('bad input and the wrong caller', () => {
  it('every staff call refuses a caller without a staff token (401)', async () => {
    const [first] = await visible();
    await api().get('/api/banners/all').expect(401);
    await api().post('/api/banners').send({ alt: 'x' }).expect(401);
    await api().put(`/api/banners/${first._id}`).send({ hidden: true }).expect(401);
    await api()
      .put('/api/banners/order')
      .send({ ids: [first._id] })
      .expect(401);
    await api().delete(`/api/banners/${first._id}`).expect(401);
    expect((await visible())[0]).toEqual(first);
  });

  it.each([
    ['no picture', { alt: 'A' }, BANNER_MESSAGES.pictureMissing],
    [
      'a picture that is a URL',
      { picture: 'https://example.com/a.png', alt: 'A' },
      BANNER_MESSAGES.pictureNotData,
    ],
    ['no description', { picture: 'data:image/png;base64,AAAA' }, BANNER_MESSAGES.altMissing],
    [
      'a javascript: link',
      { picture: 'data:image/png;base64,AAAA', alt: 'A', link: 'javascript:alert(1)' },
      BANNER_MESSAGES.link,
    ],
    [
      'an http link',
      { picture: 'data:image/png;base64,AAAA', alt: 'A', link: 'http://example.com' },
      BANNER_MESSAGES.link,
    ],
    [
      'a protocol-relative link',
      { picture: 'data:image/png;base64,AAAA', alt: 'A', link: '//evil.example' },
      BANNER_MESSAGES.link,
    ],
    [
      'a title too long',
      { picture: 'data:image/png;base64,AAAA', alt: 'A', title: 'x'.repeat(81) },
      'Title must be at most 80 characters',
    ],
    ['an unknown field', { picture: 'data:image/png;base64,AAAA', alt: 'A', colour: 'red' }, null],
    [
      'hidden as text',
      { picture: 'data:image/png;base64,AAAA', alt: 'A', hidden: 'yes' },
      'Hidden must be true or false',
    ],
  ])('a new banner with %s is a 400 with a clear message', async (_case, body, message) => {
    const count = (await all()).length;
    const res = await create(body).expect(400);
    if (message) expect(res.body.error.message).toBe(message);
    else expect(res.body.error.message).toMatch(/colour/);
    expect(await all()).toHaveLength(count);
  });

  it('a picture that is not an image is a 400, and nothing is stored', async () => {
    const count = (await all()).length;
    const res = await create({
      picture: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
      alt: 'A',
    }).expect(400);
    expect(res.body.error.message).toMatch(/image/i);
    expect(await all()).toHaveLength(count);
  });

  it('an edit of an unknown banner is a 404; a bad link in an edit is a 400', async () => {
    await api()
      .put('/api/banners/abcdefghijklmnopqrstuvwx')
      .set('Authorization', fixture.token)
      .send({ hidden: true })
      .expect(404);
    const [first] = await all();
    const res = await api()
      .put(`/api/banners/${first._id}`)
      .set('Authorization', fixture.token)
      .send({ link: 'ftp://x' })
      .expect(400);
    expect(res.body.error.message).toBe(BANNER_MESSAGES.link);
  });

  it.each([
    ['one id missing', (ids: string[]) => ids.slice(1)],
    ['an id twice', (ids: string[]) => [...ids.slice(1), ids[1]]],
    ['an unknown id', (ids: string[]) => [...ids.slice(1), 'abcdefghijklmnopqrstuvwx']],
    ['no ids', () => []],
  ])('a new order with %s is a 400 and changes nothing', async (_case, idsFrom) => {
    const ids = (await all()).map((banner) => banner._id);
    const res = await api()
      .put('/api/banners/order')
      .set('Authorization', fixture.token)
      .send({ ids: idsFrom(ids) })
      .expect(400);
    expect(res.body.error.message).toBe(BANNER_MESSAGES.orderNotEveryBanner);
    expect((await all()).map((banner) => banner._id)).toEqual(ids);
  });
});
