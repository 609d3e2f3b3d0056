import { describe, expect, it } from 'vitest';
import { checkRecord, RECORD_RULES, recordAfterWrite } from './record-rules';

const PRODUCT = 'api::product.product';
const stored = {
  id: 1,
  name: 'Galaxy Poster',
  description: 'Deep space.',
  category: 'Posters',
  subCategory: 'SPACE',
  stock: 4,
  hasFrame: true,
  frameColors: ['Black'],
  sizes: [{ size: 'A4', actualPrice: 650, discountedPrice: 499 }],
  price: null,
  productImages: [{ url: '/uploads/galaxy.webp', public_id: 'galaxy' }],
};

const productRule = RECORD_RULES[PRODUCT]!;

describe('the record a write leaves', () => {
  it('is the stored record with the written fields over it, nulls read as absent', () => {
    const record = recordAfterWrite(productRule, stored, { name: 'Renamed', price: null });
    expect(record).toMatchObject({ name: 'Renamed', sizes: stored.sizes, category: 'Posters' });
    expect(record).not.toHaveProperty('price');
    expect(record).not.toHaveProperty('id');
  });

  it('keeps the rules of the API: a partial update is refused for the product it would leave', () => {
    const after = recordAfterWrite(productRule, stored, {
      sizes: [{ size: 'A4', actualPrice: 400, discountedPrice: 450 }],
    });
    expect(checkRecord(PRODUCT, after)).toEqual({
      ok: false,
      message: 'Discounted price must not exceed the actual price',
    });
    expect(
      checkRecord(PRODUCT, recordAfterWrite(productRule, stored, { category: 'Stickers', subCategory: '' })),
    ).toEqual({ ok: false, message: 'Stickers have no frame, so they take no frame colours' });
  });

  it('answers the canonical spelling of a category written in another case', () => {
    expect(checkRecord(PRODUCT, recordAfterWrite(productRule, stored, { subCategory: 'space' }))).toEqual({
      ok: true,
      canonical: { subCategory: 'SPACE' },
    });
  });

  it('reads only the attributes of the shop settings the API takes (the schema is strict)', () => {
    const rule = RECORD_RULES['api::shop-setting.shop-setting']!;
    const record = recordAfterWrite(rule, { id: 3, documentId: 'x', locale: null, shopName: 'Rang' }, {});
    expect(Object.keys(record)).toEqual(['shopName']);
    expect(checkRecord('api::shop-setting.shop-setting', record)).toEqual({
      ok: false,
      message: 'Phone is required',
    });
  });
});

describe('a banner written by any door', () => {
  const BANNER = 'api::banner.banner';
  const rule = RECORD_RULES[BANNER]!;
  const banner = { alt: 'Frames', title: '', subtitle: '', link: '', hidden: false, position: 0 };

  it('keeps a link the API takes, and is refused one it refuses', () => {
    expect(checkRecord(BANNER, recordAfterWrite(rule, banner, { link: '/products' })).ok).toBe(true);
    expect(checkRecord(BANNER, recordAfterWrite(rule, banner, { link: 'javascript:alert(1)' }))).toEqual({
      ok: false,
      message: 'The link must be a path in the shop (like /products) or an https:// address',
    });
  });

  it('is refused without a description of its picture', () => {
    expect(checkRecord(BANNER, recordAfterWrite(rule, banner, { alt: ' ' })).ok).toBe(false);
  });
});
