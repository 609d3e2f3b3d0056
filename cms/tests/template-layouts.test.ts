import { templateSchema } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopForFile } from './helpers/file-shop';
import { pngDataUrl, templateFormWith } from './helpers/fixtures';

let image: string;
const fixture = shopForFile();
beforeAll(async () => {
  image = await pngDataUrl();
});

const createTemplate = (body: object) =>
  fixture.shop
    .api()
    .post('/api/custom-products/create-custom-product-template')
    .set('Authorization', fixture.token)
    .send(body);

const nameBox = { x: 0.1, y: 0.7, w: 0.8, h: 0.1 };
const photoBox = { x: 0.25, y: 0.1, w: 0.5, h: 0.5, aspect: 0.8 };

const laidOutFields = [
  {
    fieldName: 'Name',
    fieldType: 'text',
    required: true,
    layout: { ...nameBox, font: 'nastaliq', color: '#7a1f1f' },
  },
  { fieldName: 'Photo', fieldType: 'image', required: true, layout: photoBox },
  { fieldName: 'Note', fieldType: 'text' },
];

describe('a template with a layout', () => {
  it('is stored with each field’s box and style and answered by the template page and the staff list', async () => {
    const created = await createTemplate(templateFormWith([image], { fields: laidOutFields })).expect(201);
    const expected = [
      { ...nameBox, font: 'nastaliq', size: 0.06, color: '#7a1f1f', align: 'center' },
      photoBox,
      undefined,
    ];
    expect(created.body.fields.map((f: { layout?: unknown }) => f.layout)).toEqual(expected);

    const page = await fixture.shop
      .api()
      .get(`/api/custom-products/single-product-template/${created.body._id}`);
    const template = templateSchema.parse(page.body);
    expect(template.fields.map((f) => f.layout)).toEqual(expected);
    expect(page.body.fields[2]).not.toHaveProperty('layout');

    const list = await fixture.shop
      .api()
      .get('/api/custom-products/custom-admin-product-templates')
      .set('Authorization', fixture.token)
      .expect(200);
    const listed = list.body.find((t: { _id: string }) => t._id === created.body._id);
    expect(listed.fields[0].layout).toEqual(expected[0]);
  });

  it.each([
    [
      { fieldName: 'Name', fieldType: 'text', layout: { x: 0.5, y: 0.1, w: 0.6, h: 0.1 } },
      'The box of "Name" must lie inside the picture',
    ],
    [
      { fieldName: 'Name', fieldType: 'text', layout: { ...nameBox, color: 'crimson' } },
      'Layout colour must be like #1a2b3c',
    ],
    [
      { fieldName: 'Name', fieldType: 'text', layout: { ...nameBox, font: 'Papyrus' } },
      'Layout font must be one of: serif, sans, script, nastaliq',
    ],
    [
      { fieldName: 'Photo', fieldType: 'image', layout: { ...photoBox, size: 0.1 } },
      '"Photo" is a photo: its layout takes no font, size, colour or alignment',
    ],
    [
      { fieldName: 'Name', fieldType: 'text', layout: 'middle' },
      'Layout takes only x, y, w, h, font, size, color, align, aspect and scripts',
    ],
  ])('refuses a bad layout with a 400 and its message (%#)', async (field, message) => {
    const res = await createTemplate(templateFormWith([image], { fields: [field] })).expect(400);
    expect(res.body.error.message).toBe(message);
  });
});
