import fs from 'node:fs';
import path from 'node:path';
import { productSchema, templateSchema } from '@shop/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngDataUrl, productFormWith, templateFormWith } from './helpers/fixtures';
import { shopForFile } from './helpers/file-shop';

let image: string;

const fixture = shopForFile();
beforeAll(async () => {
  image = await pngDataUrl();
});

function productForm(overrides: Record<string, unknown> = {}) {
  return productFormWith([image, image], overrides);
}

function storedFile(url: string) {
  return path.join(fixture.shop.publicDir, new URL(url).pathname);
}

const post = (path: string, body: unknown) =>
  fixture.shop
    .api()
    .post(path)
    .set('Authorization', fixture.token)
    .send(body as object);

describe('add-product', () => {
  it('stores the product with both images as {url, public_id} files', async () => {
    const res = await post('/api/products/add-product', productForm()).expect(201);
    const product = productSchema.parse(res.body);
    expect(product.subCategory).toBe('SPACE');
    expect(product.productImages).toHaveLength(2);
    for (const stored of product.productImages) {
      expect(stored.public_id).toBeTruthy();
      expect(fs.existsSync(storedFile(stored.url))).toBe(true);
    }
    const listed = await fixture.shop.api().get('/api/products/all-products').expect(200);
    expect(listed.body.products.map((p: any) => p.name)).toContain('Galaxy Poster');
  });

  it.each([
    [{ name: '  ' }, 'Please fill all required fields'],
    [{ description: undefined }, 'Please fill all required fields'],
    [
      { category: 'Mugs' },
      'Product type must be one of: Posters, Posters With Frames, Polaroids, Frames, Stickers, Nikkah-Nama',
    ],
    [{ frameColors: [] }, 'Please select at least one frame color'],
    [{ category: 'Frames', hasFrame: false, frameColors: [] }, 'Please select at least one frame color'],
    [{ productImages: [] }, 'Please upload at least 1 image'],
    [{ productImages: [image, image, image] }, 'You can upload maximum 2 images.'],
    [{ subCategory: 'Gardening' }, 'Product category "Gardening" is not one of the Posters categories'],
    [{ stock: -1 }, 'Stock must be at least 0'],
    [
      { sizes: [{ size: 'A4', actualPrice: 100, discountedPrice: 200 }] },
      'Discounted price must not exceed the actual price',
    ],
    [
      { productImages: ['data:image/png;base64,aGVsbG8gd29ybGQ='] },
      'Invalid file type. Only these (jpg, jpeg, png, gif, webp) images format are allowed.',
    ],
    [
      { productImages: ['https://evil.example/x.png'] },
      "Image https://evil.example/x.png is not one of this item's images; send new images as data strings",
    ],
  ])('refuses %j with 400: %s', async (change, message) => {
    const before = await fixture.shop.strapi.db.query('api::product.product').count();
    const res = await post('/api/products/add-product', productForm(change)).expect(400);
    expect(res.body.error.message).toBe(message);
    expect(await fixture.shop.strapi.db.query('api::product.product').count()).toBe(before);
  });

  it('a Nikkah-Nama without a frame needs no colour; Polaroids take no category', async () => {
    await post(
      '/api/products/add-product',
      productForm({ category: 'Nikkah-Nama', subCategory: 'Urdu', hasFrame: false, frameColors: [] }),
    ).expect(201);
    const res = await post(
      '/api/products/add-product',
      productForm({ category: 'Polaroids', subCategory: 'SPACE', hasFrame: false }),
    ).expect(400);
    expect(res.body.error.message).toBe('Polaroids have no product category');
  });
});

describe('update-product and remove-product', () => {
  it('answers smaller copies of a large image by width, each served, for srcset', async () => {
    const large = await sharp({ create: { width: 1000, height: 1250, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const res = await post(
      '/api/products/add-product',
      productForm({ productImages: [`data:image/png;base64,${large.toString('base64')}`] }),
    ).expect(201);
    const [stored] = productSchema.parse(res.body).productImages;
    const widths = stored.variants?.map((variant) => variant.width) ?? [];
    // Copies fit 320/640/960 px on the longer side (a 4:5 picture: 256/512/768 wide), the thumbnail too;
    // none at 1280, the picture being smaller. The stored picture is the widest.
    expect(widths).toEqual([125, 256, 512, 768, 1000]);
    for (const variant of stored.variants ?? []) {
      expect(variant.url.startsWith(fixture.shop.baseUrl)).toBe(true);
      const served = await fixture.shop.api().get(new URL(variant.url).pathname).expect(200);
      expect((await sharp(served.body).metadata()).width).toBe(variant.width);
    }
  });

  it('gives the cards the first image with its copies: newest, listing, related, template cards', async () => {
    const large = await sharp({ create: { width: 1000, height: 1250, channels: 3, background: '#663399' } })
      .png()
      .toBuffer();
    const dataUrl = `data:image/png;base64,${large.toString('base64')}`;
    const stored = productSchema.parse(
      (
        await post(
          '/api/products/add-product',
          productForm({ name: 'Sized Card Poster', productImages: [dataUrl, image] }),
        ).expect(201)
      ).body,
    ).productImages[0];
    expect(stored.variants?.length).toBeGreaterThan(1);
    const sized = { url: stored.url, variants: stored.variants };

    const newest = await fixture.shop.api().get('/api/products/newly-added-products').expect(200);
    expect(newest.body[0].productImages).toEqual([sized]);
    const listing = await fixture.shop
      .api()
      .get('/api/products/listing')
      .query({ search: 'Sized Card' })
      .expect(200);
    expect(listing.body.products.map((p: { productImages: unknown }) => p.productImages)).toEqual([[sized]]);
    const other = (await post('/api/products/add-product', productForm()).expect(201)).body;
    const related = await fixture.shop.api().get(`/api/products/related-product/${other._id}`).expect(200);
    expect(related.body.find((p: { name: string }) => p.name === 'Sized Card Poster').productImages).toEqual([
      sized,
    ]);
    // all-products keeps its bare URLs: the copies would not fit its size budget at 10,000 products.
    const all = await fixture.shop.api().get('/api/products/all-products').expect(200);
    const inAll = all.body.products.find((p: { name: string }) => p.name === 'Sized Card Poster');
    expect(inAll.productImages).toEqual([{ url: stored.url }]);

    const template = (
      await post(
        '/api/custom-products/create-custom-product-template',
        templateFormWith([dataUrl], { name: 'Sized Card Template' }),
      ).expect(201)
    ).body;
    const cards = await fixture.shop.api().get('/api/custom-products/custom-product-templates').expect(200);
    const card = cards.body.products.find((t: { _id: string }) => t._id === template._id);
    expect(card.templateImages[0].variants).toEqual(template.templateImages[0].variants);
    expect(card.templateImages[0].variants.length).toBeGreaterThan(1);
  });

  it('keeps, replaces and deletes images, and edits the fields', async () => {
    const created = (await post('/api/products/add-product', productForm()).expect(201)).body;
    const [kept, dropped] = created.productImages;
    const res = await fixture.shop
      .api()
      .put(`/api/products/update-product/${created._id}`)
      .set('Authorization', fixture.token)
      .send(
        productForm({
          name: 'Galaxy Poster v2',
          sizes: [{ size: 'A4', actualPrice: 700 }],
          productImages: [kept, image],
          imagesToDelete: [dropped.public_id],
        }),
      )
      .expect(200);
    expect(res.body.name).toBe('Galaxy Poster v2');
    expect(res.body.productImages[0]).toEqual(kept);
    expect(res.body.productImages[1].public_id).not.toBe(dropped.public_id);
    expect(fs.existsSync(storedFile(dropped.url))).toBe(false);
    expect(fs.existsSync(storedFile(kept.url))).toBe(true);
    const single = await fixture.shop.api().get(`/api/products/single-product/${created._id}`).expect(200);
    expect(single.body.sizes[0].actualPrice).toBe(700);
  });

  it('answers 404 for an unknown product and 400 for a bad body', async () => {
    await fixture.shop
      .api()
      .put('/api/products/update-product/abcdefghijklmnopqrstuvwx')
      .set('Authorization', fixture.token)
      .send(productForm())
      .expect(404);
    const created = (await post('/api/products/add-product', productForm()).expect(201)).body;
    await fixture.shop
      .api()
      .put(`/api/products/update-product/${created._id}`)
      .set('Authorization', fixture.token)
      .send({ name: 'x' })
      .expect(400);
  });

  it('remove-product deletes the product, its reviews and its images', async () => {
    const created = (await post('/api/products/add-product', productForm()).expect(201)).body;
    await fixture.shop
      .api()
      .post(`/api/products/single-product/${created._id}/reviews`)
      .send({ name: 'A', rating: 5, comment: 'Nice' })
      .expect(201);
    await fixture.shop
      .api()
      .delete(`/api/products/remove-product/${created._id}`)
      .set('Authorization', fixture.token)
      .expect(200);
    await fixture.shop.api().get(`/api/products/single-product/${created._id}`).expect(404);
    expect(fs.existsSync(storedFile(created.productImages[0].url))).toBe(false);
    expect(await fixture.shop.strapi.db.query('api::review.review').count({ where: { name: 'A' } })).toBe(0);
    await fixture.shop
      .api()
      .delete(`/api/products/remove-product/${created._id}`)
      .set('Authorization', fixture.token)
      .expect(404);
  });

  it('all-admin-products lists whole products', async () => {
    const res = await fixture.shop
      .api()
      .get('/api/products/all-admin-products')
      .set('Authorization', fixture.token)
      .expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    productSchema.parse(res.body[0]);
  });
});

function templateForm(overrides: Record<string, unknown> = {}) {
  return templateFormWith([image], overrides);
}

describe('templates', () => {
  it('create-custom-product-template stores the fields and images', async () => {
    const res = await post('/api/custom-products/create-custom-product-template', templateForm()).expect(201);
    const template = templateSchema.parse(res.body);
    expect(template.fields.map((f) => [f.fieldName, f.fieldType, f.required])).toEqual([
      ['Name', 'text', true],
      ['Style', 'dropdown', false],
      ['Photo', 'image', true],
    ]);
    expect(template.templateImages[0].public_id).toBeTruthy();
  });

  it('refuses a dropdown without options, naming it', async () => {
    const res = await post(
      '/api/custom-products/create-custom-product-template',
      templateForm({ fields: [{ fieldName: 'Colour', fieldType: 'dropdown', options: [] }] }),
    ).expect(400);
    expect(res.body.error.message).toBe('Dropdown field "Colour" must have options');
  });

  it('refuses a Posters With Frames template with a frame but no colour', async () => {
    const res = await post(
      '/api/custom-products/create-custom-product-template',
      templateForm({ category: 'Posters With Frames', hasFrame: true, frameColors: [] }),
    ).expect(400);
    expect(res.body.error.message).toBe('Please select at least one frame color');
  });

  it('custom-product-template delete removes it', async () => {
    const created = (
      await post('/api/custom-products/create-custom-product-template', templateForm()).expect(201)
    ).body;
    await fixture.shop
      .api()
      .delete(`/api/custom-products/custom-product-template/${created._id}`)
      .set('Authorization', fixture.token)
      .expect(200);
    await fixture.shop.api().get(`/api/custom-products/single-product-template/${created._id}`).expect(404);
  });
});
