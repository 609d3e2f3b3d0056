import { describe, expect, it } from 'vitest';
import { productInputSchema } from './product';
import { firstIssueMessage } from './text';
import { templateInputSchema } from './template';

const product = {
  name: 'Poster',
  description: 'Nice',
  category: 'Posters',
  subCategory: 'anime',
  stock: 3,
  hasFrame: false,
  frameColors: [],
  sizes: [{ size: 'A4', actualPrice: 500 }],
  productImages: ['data:image/png;base64,AAAA'],
};

function messageOf(result: { success: boolean; error?: any }) {
  return result.success ? null : firstIssueMessage(result.error);
}

describe('productInputSchema', () => {
  it('accepts a valid product and canonicalises its category to upper case', () => {
    const parsed = productInputSchema.parse(product);
    expect(parsed.subCategory).toBe('ANIME');
  });

  it('needs a frame colour for Frames and for framed Posters and Nikkah-Nama', () => {
    expect(messageOf(productInputSchema.safeParse({ ...product, category: 'Frames' }))).toBe(
      'Please select at least one frame color',
    );
    expect(messageOf(productInputSchema.safeParse({ ...product, hasFrame: true }))).toBe(
      'Please select at least one frame color',
    );
    expect(
      messageOf(
        productInputSchema.safeParse({
          ...product,
          category: 'Nikkah-Nama',
          subCategory: 'Urdu',
          hasFrame: true,
        }),
      ),
    ).toBe('Please select at least one frame color');
    expect(
      productInputSchema.safeParse({ ...product, hasFrame: true, frameColors: ['Golden'] }).success,
    ).toBe(true);
  });

  it('takes whole numbers written as plain decimal text, and an empty discounted price as none', () => {
    const parsed = productInputSchema.parse({
      ...product,
      stock: '7',
      sizes: [{ size: 'A4', actualPrice: '700', discountedPrice: '' }],
    });
    expect(parsed.stock).toBe(7);
    expect(parsed.sizes[0]).toMatchObject({ actualPrice: 700, discountedPrice: null });
    for (const stock of ['7.5', '0x7', ' 7', 'seven']) {
      expect(messageOf(productInputSchema.safeParse({ ...product, stock }))).toBe('Stock must be a number');
    }
  });

  it('takes a blank stock as 0, as a blank discounted price is none', () => {
    expect(productInputSchema.parse({ ...product, stock: '' }).stock).toBe(0);
  });

  it('stores a Nikkah-Nama sub-category as the spec spells it, whatever the case sent', () => {
    for (const sent of ['URDU', 'urdu', 'Urdu']) {
      const parsed = productInputSchema.parse({ ...product, category: 'Nikkah-Nama', subCategory: sent });
      expect(parsed.subCategory).toBe('Urdu');
    }
    expect(productInputSchema.parse({ ...product, subCategory: 'architecture' }).subCategory).toBe(
      'ARCHITECTURE',
    );
  });

  it('takes 1 or 2 images', () => {
    expect(messageOf(productInputSchema.safeParse({ ...product, productImages: [] }))).toBe(
      'Please upload at least 1 image',
    );
    expect(messageOf(productInputSchema.safeParse({ ...product, productImages: ['a', 'b', 'c'] }))).toBe(
      'You can upload maximum 2 images.',
    );
  });
});

describe('templateInputSchema', () => {
  const template = { ...product, productImages: undefined, templateImages: ['data:image/png;base64,AAAA'] };

  it('defaults a field to text, not required, and drops options of non-dropdowns', () => {
    const parsed = templateInputSchema.parse({
      ...template,
      fields: [{ fieldName: 'Name', options: ['x'] }],
    });
    expect(parsed.fields[0]).toMatchObject({
      fieldName: 'Name',
      fieldType: 'text',
      required: false,
      options: [],
    });
  });

  it('refuses a dropdown without options, and two fields with one name', () => {
    expect(
      messageOf(
        templateInputSchema.safeParse({ ...template, fields: [{ fieldName: '', fieldType: 'dropdown' }] }),
      ),
    ).toBe('Every custom field needs a name');
    expect(
      messageOf(
        templateInputSchema.safeParse({
          ...template,
          fields: [{ fieldName: 'Font', fieldType: 'dropdown' }],
        }),
      ),
    ).toBe('Dropdown field "Font" must have options');
    expect(
      messageOf(
        templateInputSchema.safeParse({ ...template, fields: [{ fieldName: 'A' }, { fieldName: 'a' }] }),
      ),
    ).toBe('Custom field "a" appears twice');
  });
});

describe('frame colours on an item without a frame', () => {
  it('are refused for Stickers and for a Poster with the frame option off, and kept on framed items', () => {
    expect(
      messageOf(
        productInputSchema.safeParse({
          ...product,
          category: 'Stickers',
          subCategory: '',
          frameColors: ['Black'],
        }),
      ),
    ).toBe('Stickers have no frame, so they take no frame colours');
    expect(
      messageOf(
        productInputSchema.safeParse({
          ...product,
          category: 'Stickers',
          subCategory: '',
          hasFrame: true,
          frameColors: ['Black'],
        }),
      ),
    ).toBe('Stickers have no frame, so they take no frame colours');
    expect(messageOf(productInputSchema.safeParse({ ...product, frameColors: ['Black'] }))).toBe(
      "Frame colours need 'With Frame?' ticked: Posters without a frame take none",
    );
    expect(productInputSchema.safeParse({ ...product, category: 'Stickers', subCategory: '' }).success).toBe(
      true,
    );
    expect(productInputSchema.safeParse({ ...product, hasFrame: true, frameColors: ['Black'] }).success).toBe(
      true,
    );
  });
});
