import { describe, expect, it } from 'vitest';
import {
  type CatalogueEntry,
  checkClientTotals,
  checkCustomFields,
  OrderRefusal,
  priceLine,
  totalsOf,
} from './pricing';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings, formatRupees } from '@shop/contracts';
import { posterSizes } from '@shop/contracts/testing';

const poster: CatalogueEntry = {
  documentId: 'poster1',
  kind: 'product',
  name: 'Space Poster',
  category: 'Posters',
  stock: 5,
  hasFrame: true,
  frameColors: ['Black', 'White'],
  sizes: posterSizes(),
  images: [{ url: '/uploads/a.webp', public_id: 'a' }],
};

const template: CatalogueEntry = {
  ...poster,
  documentId: 'tpl1',
  kind: 'template',
  hasFrame: false,
  frameColors: [],
  fields: [
    { fieldName: 'Name', fieldType: 'text', required: true, options: [] },
    { fieldName: 'Font', fieldType: 'dropdown', required: false, options: ['Serif', 'Script'] },
    { fieldName: 'Photo', fieldType: 'image', required: false, options: [] },
  ],
};

function refusal(run: () => unknown): OrderRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof OrderRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('priceLine', () => {
  it('uses the chosen size’s discounted price, else its actual price', () => {
    expect(priceLine(poster, { id: 'poster1', size: 'A4', frame: 'Black', quantity: 2 }).price).toBe(499);
    expect(priceLine(poster, { id: 'poster1', size: 'A3', frame: 'Black', quantity: 1 }).price).toBe(1100);
  });

  it('finds the size by its position when labels repeat, and checks the label the shopper saw', () => {
    const stickers = {
      ...poster,
      category: 'Stickers',
      hasFrame: false,
      sizes: [
        { size: '', actualPrice: 300, discountedPrice: null },
        { size: '', actualPrice: 500, discountedPrice: null },
        { size: '', actualPrice: 800, discountedPrice: 700 },
      ],
    };
    const lines = [0, 1, 2].map((sizeIndex) =>
      priceLine(stickers, { id: 'poster1', size: '', sizeIndex, quantity: 1 }),
    );
    expect(lines.map((l) => [l.sizeIndex, l.price])).toEqual([
      [0, 300],
      [1, 500],
      [2, 700],
    ]);
    expect(priceLine(poster, { id: 'poster1', size: 'A3', frame: 'Black', quantity: 1 }).sizeIndex).toBe(1);
    expect(
      refusal(() =>
        priceLine(poster, { id: 'poster1', size: 'A4', sizeIndex: 1, frame: 'Black', quantity: 1 }),
      ).status,
    ).toBe(409);
    expect(
      refusal(() => priceLine(stickers, { id: 'poster1', size: '', sizeIndex: 3, quantity: 1 })).message,
    ).toBe('The size you chose for "Space Poster" is no longer available. Please review your cart.');
  });

  it('uses the product price when there are no sizes, and refuses an item with no price', () => {
    const plain = { ...poster, sizes: [], price: 300, hasFrame: false };
    expect(priceLine(plain, { id: 'p', quantity: 1 }).price).toBe(300);
    expect(refusal(() => priceLine({ ...plain, price: null }, { id: 'p', quantity: 1 })).status).toBe(409);
  });

  it('refuses a client price below or above the catalogue’s with 409, and takes the same price', () => {
    const withPrice = (price: number) => () =>
      priceLine(poster, { id: 'poster1', size: 'A4', frame: 'Black', quantity: 1, price });
    const lower = refusal(withPrice(100));
    expect(lower.status).toBe(409);
    expect(lower.message).toBe(
      'The price of "Space Poster" is now Rs. 499 (your cart says Rs. 100). Please review your cart.',
    );
    expect(lower.details).toEqual({ itemId: 'poster1', size: 'A4', sizeIndex: 0, currentPrice: 499 });
    const higher = refusal(withPrice(600));
    expect(higher.status).toBe(409);
    expect(higher.message).toBe(
      'The price of "Space Poster" is now Rs. 499 (your cart says Rs. 600). Please review your cart.',
    );
    expect(refusal(withPrice(498)).status).toBe(409);
    expect(refusal(withPrice(500)).status).toBe(409);
    expect(withPrice(499)().price).toBe(499);
  });

  it('needs a frame colour among the product’s colours when it is framed', () => {
    expect(refusal(() => priceLine(poster, { id: 'poster1', size: 'A4', quantity: 1 })).message).toBe(
      'Please select a frame color for "Space Poster"',
    );
    expect(
      refusal(() => priceLine(poster, { id: 'poster1', size: 'A4', frame: 'Pink', quantity: 1 })).status,
    ).toBe(400);
  });

  it('refuses an unknown size with 409 and a missing one with 400', () => {
    expect(
      refusal(() => priceLine(poster, { id: 'poster1', size: 'A0', frame: 'Black', quantity: 1 })).status,
    ).toBe(409);
    expect(refusal(() => priceLine(poster, { id: 'poster1', frame: 'Black', quantity: 1 })).status).toBe(400);
  });

  it('refuses custom details on a ready-made product', () => {
    expect(
      refusal(() =>
        priceLine(poster, {
          id: 'poster1',
          size: 'A4',
          frame: 'Black',
          quantity: 1,
          customFields: { Name: 'x' },
        }),
      ).status,
    ).toBe(400);
  });
});

describe('a template line’s photo crops', () => {
  const crop = { x: 0.1, y: 0.2, width: 0.5, height: 0.6, rotation: 90 as const };
  const photo = { Name: 'Ayesha', Photo: '/uploads/us.jpg' };
  const line = (extra: object) => ({ id: 'tpl1', size: 'A4', quantity: 1, customFields: photo, ...extra });

  it('are kept on the line for a photo field the line fills, and absent when none are sent', () => {
    expect(priceLine(template, line({ photoCrops: { Photo: crop } })).photoCrops).toEqual({ Photo: crop });
    expect(priceLine(template, line({}))).not.toHaveProperty('photoCrops');
    expect(priceLine(template, line({ photoCrops: {} }))).not.toHaveProperty('photoCrops');
  });

  it('are refused for a field that is not a photo, an unknown field, a photo not given, or a product', () => {
    expect(refusal(() => priceLine(template, line({ photoCrops: { Name: crop } }))).message).toBe(
      '"Space Poster" has no photo field "Name" to crop',
    );
    expect(refusal(() => priceLine(template, line({ photoCrops: { Face: crop } }))).status).toBe(400);
    const withoutPhoto = { ...line({ photoCrops: { Photo: crop } }), customFields: { Name: 'Ayesha' } };
    expect(refusal(() => priceLine(template, withoutPhoto)).message).toBe(
      'Space Poster, Photo: a crop needs its photo',
    );
    const onProduct = { id: 'poster1', size: 'A4', frame: 'Black', quantity: 1, photoCrops: { Photo: crop } };
    expect(refusal(() => priceLine(poster, onProduct)).message).toBe('"Space Poster" cannot be customised');
  });
});

describe('a template line’s field scripts', () => {
  const box = { x: 0.1, y: 0.1, w: 0.8, h: 0.2 };
  const twoScripts: CatalogueEntry = {
    ...template,
    fields: [
      {
        fieldName: 'Name',
        fieldType: 'text',
        required: true,
        options: [],
        layout: { ...box, scripts: 'both' },
      },
      { fieldName: 'City', fieldType: 'text', required: false, options: [], layout: box },
      {
        fieldName: 'Wishes',
        fieldType: 'textarea',
        required: false,
        options: [],
        layout: { ...box, scripts: 'both' },
      },
    ],
  };
  const line = (extra: object) => ({
    id: 'tpl1',
    size: 'A4',
    quantity: 1,
    customFields: { Name: 'Ayesha', City: 'Lahore' },
    ...extra,
  });

  it('are kept on the line for a filled field that offers both, and absent when none are sent', () => {
    expect(priceLine(twoScripts, line({ fieldScripts: { Name: 'urdu' } })).fieldScripts).toEqual({
      Name: 'urdu',
    });
    expect(priceLine(twoScripts, line({}))).not.toHaveProperty('fieldScripts');
    expect(priceLine(twoScripts, line({ fieldScripts: {} }))).not.toHaveProperty('fieldScripts');
  });

  it('are refused for an unknown field, a field with one script, a field left blank, or a product', () => {
    expect(refusal(() => priceLine(twoScripts, line({ fieldScripts: { Nome: 'urdu' } }))).message).toBe(
      '"Space Poster" has no custom field "Nome"',
    );
    const oneScript = refusal(() => priceLine(twoScripts, line({ fieldScripts: { City: 'urdu' } })));
    expect([oneScript.status, oneScript.message]).toEqual([
      400,
      'Space Poster, City: this field offers no choice of script',
    ]);
    expect(refusal(() => priceLine(twoScripts, line({ fieldScripts: { Wishes: 'latin' } }))).message).toBe(
      'Space Poster, Wishes: a script needs its text',
    );
    const onProduct = {
      id: 'poster1',
      size: 'A4',
      frame: 'Black',
      quantity: 1,
      fieldScripts: { Name: 'urdu' as const },
    };
    expect(refusal(() => priceLine(poster, onProduct)).message).toBe('"Space Poster" cannot be customised');
  });
});

describe('checkCustomFields', () => {
  it('keeps the known, non-blank values, trimmed', () => {
    expect(checkCustomFields(template, { Name: ' Sara ', Font: 'Serif', Photo: '' })).toEqual({
      Name: 'Sara',
      Font: 'Serif',
    });
  });

  it('lists every missing required field', () => {
    expect(refusal(() => checkCustomFields(template, {})).message).toBe(
      'Please fill in the following required fields: Name',
    );
  });

  it('refuses dropdown values outside the options, unknown fields and non-URL images', () => {
    expect(refusal(() => checkCustomFields(template, { Name: 'a', Font: 'Comic' })).message).toBe(
      '"Comic" is not an option of Font',
    );
    expect(refusal(() => checkCustomFields(template, { Name: 'a', Colour: 'red' })).message).toBe(
      '"Space Poster" has no custom field "Colour"',
    );
    expect(
      refusal(() => checkCustomFields(template, { Name: 'a', Photo: 'javascript:alert(1)' })).message,
    ).toBe('Photo must be an uploaded image');
  });
});

describe('checkCustomFields with fields named like Object’s own properties, and typed values', () => {
  const typed: CatalogueEntry = {
    ...template,
    fields: [
      { fieldName: 'constructor', fieldType: 'text', required: false, options: [] },
      { fieldName: 'toString', fieldType: 'text', required: true, options: [] },
      { fieldName: 'Count', fieldType: 'number', required: false, options: [] },
      { fieldName: 'Wedding day', fieldType: 'date', required: false, options: [] },
      { fieldName: 'Ink', fieldType: 'color', required: false, options: [] },
    ],
  };

  it('reads a field named constructor as left out, not as Object’s constructor', () => {
    expect(checkCustomFields(typed, { toString: 'x' })).toEqual({ toString: 'x' });
    expect(refusal(() => checkCustomFields(typed, {})).message).toBe(
      'Please fill in the following required fields: toString',
    );
  });

  it('refuses a number, date or colour value that is not one', () => {
    const base = { toString: 'x' };
    expect(
      checkCustomFields(typed, { ...base, Count: '3', 'Wedding day': '2026-02-14', Ink: '#A1b2C3' }),
    ).toEqual({ ...base, Count: '3', 'Wedding day': '2026-02-14', Ink: '#A1b2C3' });
    expect(refusal(() => checkCustomFields(typed, { ...base, Count: 'three' })).message).toBe(
      'Count must be a number',
    );
    expect(refusal(() => checkCustomFields(typed, { ...base, 'Wedding day': 'not a date' })).message).toBe(
      'Wedding day must be a date (YYYY-MM-DD)',
    );
    expect(refusal(() => checkCustomFields(typed, { ...base, 'Wedding day': '2026-02-30' })).status).toBe(
      400,
    );
    expect(refusal(() => checkCustomFields(typed, { ...base, Ink: 'red' })).message).toBe(
      'Ink must be a color like #1a2b3c',
    );
  });
});

describe('totals', () => {
  const line = priceLine(poster, { id: 'poster1', size: 'A4', frame: 'Black', quantity: 2 });
  const owner: DeliverySettings = {
    flatDeliveryCharge: 300,
    cityDeliveryCharges: [{ city: 'Lahore', charge: 100 }],
    freeDeliveryFrom: 2000,
    minimumOrder: 1000,
  };

  it('adds the flat Rs. 250 delivery to the subtotal at the default settings', () => {
    expect(totalsOf([line], DEFAULT_DELIVERY_SETTINGS, 'Karachi')).toEqual({
      subtotal: 998,
      deliveryCharge: 250,
      total: 1248,
    });
  });

  it('adds the city’s own charge, the flat one elsewhere, and none from the free-delivery amount', () => {
    expect(totalsOf([line], owner, ' LAHORE').deliveryCharge).toBe(100);
    expect(totalsOf([line], owner, 'Multan').deliveryCharge).toBe(300);
    expect(totalsOf([{ ...line, quantity: 5 }], owner, 'Multan')).toEqual({
      subtotal: 2495,
      deliveryCharge: 0,
      total: 2495,
    });
  });

  it('refuses a total under Rs. 500 including delivery at the defaults', () => {
    const cheap = { ...line, price: 200, quantity: 1 };
    expect(refusal(() => totalsOf([cheap], DEFAULT_DELIVERY_SETTINGS, '')).message).toBe(
      'Minimum order amount is Rs. 500',
    );
    expect(totalsOf([{ ...cheap, price: 250 }], DEFAULT_DELIVERY_SETTINGS, '').total).toBe(500);
  });

  it('refuses a total under the owner’s minimum, delivery included', () => {
    // Rs. 499 + Rs. 100 to Lahore is under Rs. 1,000; Rs. 998 + Rs. 300 to Multan is over it.
    expect(refusal(() => totalsOf([{ ...line, quantity: 1 }], owner, 'Lahore')).message).toBe(
      'Minimum order amount is Rs. 1,000',
    );
    expect(totalsOf([line], owner, 'Multan').total).toBe(1298);
  });

  it('refuses client figures that differ, and accepts missing ones', () => {
    const totals = totalsOf([line], DEFAULT_DELIVERY_SETTINGS, '');
    expect(() => checkClientTotals({}, totals)).not.toThrow();
    expect(() =>
      checkClientTotals({ subtotal: 998, deliveryCharge: 250, total: 1248 }, totals),
    ).not.toThrow();
    expect(refusal(() => checkClientTotals({ total: 1000 }, totals)).status).toBe(409);
  });

  it('takes a code off the subtotal, refuses a discount figure below or above it, and one without a code', () => {
    const totals = totalsOf([line], DEFAULT_DELIVERY_SETTINGS, '', { kind: 'percent', value: 10 });
    expect(totals).toEqual({ subtotal: 998, discountAmount: 100, deliveryCharge: 250, total: 1148 });
    expect(() => checkClientTotals({ discountAmount: 100, total: 1148 }, totals)).not.toThrow();
    for (const sent of [99, 101]) {
      expect(refusal(() => checkClientTotals({ discountAmount: sent }, totals)).message).toBe(
        `The order discount is Rs. 100, not ${formatRupees(sent)}. Please review your cart.`,
      );
    }
    const plain = totalsOf([line], DEFAULT_DELIVERY_SETTINGS, '');
    expect(() => checkClientTotals({ discountAmount: 0 }, plain)).not.toThrow();
    expect(refusal(() => checkClientTotals({ discountAmount: 100 }, plain)).status).toBe(409);
  });

  it('refuses a total under the owner’s minimum after the discount', () => {
    // Rs. 998 - Rs. 300 + Rs. 100 to Lahore is Rs. 798, under Rs. 1,000.
    expect(refusal(() => totalsOf([line], owner, 'Lahore', { kind: 'fixed', value: 300 })).message).toBe(
      'Minimum order amount is Rs. 1,000',
    );
  });

  it('refuses each client figure below and above the catalogue’s, naming the right one', () => {
    const totals = totalsOf([line], owner, 'Lahore Cantt');
    for (const [key, label] of [
      ['subtotal', 'subtotal'],
      ['deliveryCharge', 'delivery charge'],
      ['total', 'total'],
    ] as const) {
      for (const sent of [totals[key] - 1, totals[key] + 1]) {
        const error = refusal(() => checkClientTotals({ ...totals, [key]: sent }, totals));
        expect(error.status).toBe(409);
        expect(error.message).toBe(
          `The order ${label} is ${formatRupees(totals[key])}, not ${formatRupees(sent)}. Please review your cart.`,
        );
      }
    }
  });
});
