import { describe, expect, it } from 'vitest';
import {
  type CatalogueDraft,
  catalogueFieldsOf,
  productFormSchema,
  type TemplateDraft,
  templateFormSchema,
} from './catalogue-form';

const IMAGE = 'data:image/png;base64,AAAA';

const draft = (overrides: Partial<CatalogueDraft> = {}): CatalogueDraft => ({
  name: 'Night Sky',
  stock: '',
  description: 'A poster',
  category: 'Posters',
  subCategory: 'space',
  hasFrame: false,
  frameColors: [],
  sizes: [{ size: '', actualPrice: '', discountedPrice: '' }],
  images: [{ image: IMAGE }],
  ...overrides,
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('catalogueFieldsOf', () => {
  it('sends stock and prices as numbers, a missing discount as null, and leaves untouched rows out', () => {
    const fields = catalogueFieldsOf(
      draft({
        stock: '12',
        sizes: [
          { size: ' A3 ', actualPrice: '1500', discountedPrice: '1200' },
          { size: 'A4', actualPrice: '900', discountedPrice: '' },
          { size: '', actualPrice: '', discountedPrice: '' },
        ],
      }),
    );
    expect(fields).toMatchObject({
      stock: 12,
      sizes: [
        { size: 'A3', actualPrice: 1500, discountedPrice: 1200 },
        { size: 'A4', actualPrice: 900, discountedPrice: null },
      ],
    });
  });

  it('sends no size label for Stickers, no frame for types without the option, and colours only when framed', () => {
    const fields = catalogueFieldsOf(
      draft({
        category: 'Stickers',
        hasFrame: true,
        frameColors: ['Black'],
        sizes: [{ size: 'Big', actualPrice: '300', discountedPrice: '' }],
      }),
    );
    expect(fields).toMatchObject({
      hasFrame: false,
      frameColors: [],
      sizes: [{ size: '', actualPrice: 300, discountedPrice: null }],
    });
    expect(catalogueFieldsOf(draft({ category: 'Frames', frameColors: ['Black'] })).frameColors).toEqual([
      'Black',
    ]);
  });
});

describe('productFormSchema', () => {
  it("gives the server's body: trimmed text, canonical category, numbers", () => {
    const parsed = productFormSchema().parse(
      draft({ name: ' Night Sky ', sizes: [{ size: 'A4', actualPrice: '900', discountedPrice: '' }] }),
    );
    expect(parsed).toMatchObject({
      name: 'Night Sky',
      subCategory: 'SPACE',
      stock: 0,
      sizes: [{ size: 'A4', actualPrice: 900, discountedPrice: null }],
      productImages: [IMAGE],
    });
  });

  it('asks for the required fields when no type is chosen or a started size row has no actual price', () => {
    expect(messagesOf(productFormSchema().safeParse(draft({ category: '' })))).toEqual([
      'Please fill all required fields',
    ]);
    const started = draft({ sizes: [{ size: 'A4', actualPrice: '', discountedPrice: '' }] });
    expect(messagesOf(productFormSchema().safeParse(started))).toEqual(['Please fill all required fields']);
  });

  it('asks for the actual price of every row, even an untouched one, when told to (Update Product)', () => {
    expect(productFormSchema().safeParse(draft()).success).toBe(true);
    expect(messagesOf(productFormSchema({ everySizePriced: true }).safeParse(draft()))).toEqual([
      'Please fill all required fields',
    ]);
  });

  it("reports the server's own rules with the spec's messages", () => {
    const messages = messagesOf(
      productFormSchema().safeParse(draft({ name: ' ', hasFrame: true, images: [] })),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please fill all required fields',
        'Please upload at least 1 image',
        'Please select at least one frame color',
      ]),
    );
    const discounted = draft({ sizes: [{ size: 'A4', actualPrice: '500', discountedPrice: '600' }] });
    expect(messagesOf(productFormSchema().safeParse(discounted))).toEqual([
      'Discounted price must not exceed the actual price',
    ]);
  });

  it('leaves empty image slots out and takes the images part from its option', () => {
    const schema = productFormSchema({
      imagesOf: () => ({ productImages: [IMAGE], imagesToDelete: ['old'] }),
    });
    expect(schema.parse(draft({ images: [{ image: null }, { image: IMAGE }] }))).toMatchObject({
      productImages: [IMAGE],
      imagesToDelete: ['old'],
    });
    expect(messagesOf(productFormSchema().safeParse(draft({ images: [{ image: null }] })))).toEqual([
      'Please upload at least 1 image',
    ]);
  });
});

describe('templateFormSchema', () => {
  const template = (overrides: Partial<TemplateDraft> = {}): TemplateDraft => ({
    ...draft(),
    customFields: [],
    ...overrides,
  });

  it('sends the custom fields with their options as a list of texts', () => {
    const parsed = templateFormSchema.parse(
      template({
        customFields: [
          { fieldName: ' Font ', fieldType: 'dropdown', required: true, options: [{ value: 'Serif' }] },
          { fieldName: 'Name', fieldType: 'text', required: false, options: [] },
        ],
      }),
    );
    expect(parsed.fields).toEqual([
      { fieldName: 'Font', fieldType: 'dropdown', required: true, options: ['Serif'] },
      { fieldName: 'Name', fieldType: 'text', required: false, options: [] },
    ]);
    expect(parsed.templateImages).toEqual([IMAGE]);
  });

  it('sends a placed field with the layout its type keeps, and none for a type that is not drawn', () => {
    const layout = {
      x: 0.1,
      y: 0.1,
      w: 0.5,
      h: 0.2,
      font: 'script',
      size: 0.1,
      color: '#112233',
      align: 'start',
      aspect: 1.5,
    } as const;
    const parsed = templateFormSchema.parse(
      template({
        customFields: [
          { fieldName: 'Name', fieldType: 'text', required: false, options: [], layout },
          { fieldName: 'Photo', fieldType: 'image', required: false, options: [], layout },
          { fieldName: 'Theme', fieldType: 'color', required: false, options: [], layout },
        ],
      }),
    );
    const { aspect, ...textLayout } = layout;
    expect(parsed.fields.map((f) => f.layout)).toEqual([
      textLayout,
      { x: 0.1, y: 0.1, w: 0.5, h: 0.2, aspect },
      undefined,
    ]);
  });

  it('names a dropdown without options, "Unnamed" when it has no name', () => {
    const bare = (fieldName: string) =>
      template({ customFields: [{ fieldName, fieldType: 'dropdown', required: false, options: [] }] });
    expect(messagesOf(templateFormSchema.safeParse(bare('Font')))).toEqual([
      'Dropdown field "Font" must have options',
    ]);
    expect(messagesOf(templateFormSchema.safeParse(bare('  ')))).toContain(
      'Dropdown field "Unnamed" must have options',
    );
  });
});
