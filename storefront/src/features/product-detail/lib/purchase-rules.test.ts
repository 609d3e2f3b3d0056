import type { DetailItem } from './detail-item';
import {
  cartLineOf,
  clampQuantity,
  initialSelection,
  purchaseActions,
  selectionError,
  stockLabel,
} from './purchase-rules';
import { posterSizes } from '@shop/contracts/testing';

const poster: DetailItem = {
  id: 'p1',
  kind: 'product',
  name: 'Moon Poster',
  description: 'A moon',
  category: 'Posters',
  subCategory: 'space',
  stock: 5,
  hasFrame: true,
  frameColors: ['Black', 'White'],
  sizes: posterSizes(),
  fallbackPrice: null,
  images: ['/uploads/moon.webp', '/uploads/moon-2.webp'],
  fields: [],
};

describe('stockLabel', () => {
  it('says In Stock above 10, Only N left from 1 to 10 and Out of Stock at 0', () => {
    expect(stockLabel(11)).toBe('In Stock');
    expect(stockLabel(10)).toBe('Only 10 left');
    expect(stockLabel(1)).toBe('Only 1 left');
    expect(stockLabel(0)).toBe('Out of Stock');
  });
});

describe('initialSelection', () => {
  it('preselects the first size and the first frame colour with quantity 1', () => {
    expect(initialSelection(poster)).toEqual({
      sizeIndex: '0',
      frame: 'Black',
      quantity: 1,
      photoCrops: {},
      pickedScripts: {},
    });
  });

  it('selects no frame for an unframed item', () => {
    expect(initialSelection({ ...poster, hasFrame: false }).frame).toBe('');
  });
});

describe('selectionError', () => {
  it('asks for a size first, then for a frame colour', () => {
    expect(selectionError(poster, { sizeIndex: '', frame: '' })?.message).toBe('Please select a size');
    expect(selectionError(poster, { sizeIndex: '1', frame: '' })?.message).toBe(
      'Please select a frame color',
    );
    expect(selectionError(poster, { sizeIndex: '1', frame: 'White' })).toBeNull();
  });

  it('needs no size when the item has none, and no colour when it is not framed', () => {
    expect(
      selectionError({ ...poster, sizes: [], hasFrame: false }, { sizeIndex: '', frame: '' }),
    ).toBeNull();
  });
});

describe('clampQuantity', () => {
  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(6, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
  });
});

describe('purchaseActions', () => {
  it('says Out of Stock at 0, Complete Required Fields while fields are missing, else Add to Cart and Buy Now', () => {
    expect(purchaseActions({ stock: 0, missingFields: ['Name'], uploading: false })).toEqual({
      enabled: false,
      addLabel: 'Out of Stock',
      buyLabel: 'Out of Stock',
    });
    expect(purchaseActions({ stock: 2, missingFields: ['Name'], uploading: false })).toMatchObject({
      enabled: false,
      addLabel: 'Complete Required Fields',
    });
    expect(purchaseActions({ stock: 2, missingFields: [], uploading: false })).toEqual({
      enabled: true,
      addLabel: 'Add to Cart',
      buyLabel: 'Buy Now',
    });
  });

  it('keeps the buttons off while an image is uploading', () => {
    expect(purchaseActions({ stock: 2, missingFields: [], uploading: true }).enabled).toBe(false);
  });
});

describe('cartLineOf', () => {
  it('prices the line at the chosen size’s discounted price, else its actual price, with the first image', () => {
    const selection = {
      sizeIndex: '0',
      frame: 'White',
      quantity: 2,
      customValues: {},
      photoCrops: {},
      pickedScripts: {},
    };
    expect(cartLineOf(poster, selection, [])).toEqual({
      id: 'p1',
      name: 'Moon Poster',
      size: 'A4',
      sizeIndex: 0,
      frame: 'White',
      quantity: 2,
      stock: 5,
      price: 499,
      image: '/uploads/moon.webp',
    });
    expect(cartLineOf(poster, { ...selection, sizeIndex: '1' }, []).price).toBe(1100);
  });

  it('keeps the item’s Urdu name beside its English one, for the cart of an Urdu page', () => {
    const selection = {
      sizeIndex: '0',
      frame: 'White',
      quantity: 1,
      customValues: {},
      photoCrops: {},
      pickedScripts: {},
    };
    expect(cartLineOf({ ...poster, nameUr: 'چاند پوسٹر' }, selection, [])).toMatchObject({
      name: 'Moon Poster',
      nameUr: 'چاند پوسٹر',
    });
    expect(cartLineOf(poster, selection, [])).not.toHaveProperty('nameUr');
  });

  it('carries the chosen size’s position, so sizes with one label stay apart', () => {
    const stickers = {
      ...poster,
      hasFrame: false,
      sizes: [
        { size: '', actualPrice: 300, discountedPrice: null },
        { size: '', actualPrice: 500, discountedPrice: null },
      ],
    };
    const selection = {
      sizeIndex: '1',
      frame: '',
      quantity: 1,
      customValues: {},
      photoCrops: {},
      pickedScripts: {},
    };
    expect(cartLineOf(stickers, selection, [])).toMatchObject({ size: '', sizeIndex: 1, price: 500 });
  });

  it('carries custom details only for templates', () => {
    const fields = [{ fieldName: 'Name', fieldType: 'text' as const, required: true, options: [] }];
    const selection = {
      sizeIndex: '0',
      frame: 'Black',
      quantity: 1,
      customValues: { Name: ' Sara ' },
      photoCrops: {},
      pickedScripts: {},
    };
    expect(cartLineOf(poster, selection, fields)).not.toHaveProperty('customFields');
    expect(cartLineOf({ ...poster, kind: 'template', fields }, selection, fields).customFields).toEqual({
      Name: 'Sara',
    });
  });

  it('carries the crop of each photo the line keeps, and none for a photo left out', () => {
    const fields = [
      { fieldName: 'Photo', fieldType: 'image' as const, required: false, options: [] },
      { fieldName: 'Second', fieldType: 'image' as const, required: false, options: [] },
    ];
    const crop = { x: 0.1, y: 0.2, width: 0.5, height: 0.5, rotation: 90 as const };
    const template = { ...poster, kind: 'template' as const, fields };
    const selection = {
      sizeIndex: '0',
      frame: 'Black',
      quantity: 1,
      customValues: { Photo: '/uploads/us.jpg', Second: '' },
      photoCrops: { Photo: crop, Second: crop },
      pickedScripts: {},
    };
    expect(cartLineOf(template, selection, fields).photoCrops).toEqual({ Photo: crop });
    expect(cartLineOf(template, { ...selection, photoCrops: {} }, fields)).not.toHaveProperty('photoCrops');
  });

  it('carries the script of each field the line keeps that offers both, and none for a field left blank', () => {
    const box = { x: 0.1, y: 0.1, w: 0.8, h: 0.2, scripts: 'both' as const };
    const fields = [
      { fieldName: 'Bride', fieldType: 'text' as const, required: true, options: [], layout: box },
      { fieldName: 'Groom', fieldType: 'text' as const, required: false, options: [], layout: box },
    ];
    const template = { ...poster, kind: 'template' as const, fields };
    const selection = {
      sizeIndex: '0',
      frame: 'Black',
      quantity: 1,
      customValues: { Bride: 'Ayesha', Groom: ' ' },
      photoCrops: {},
      pickedScripts: {},
    };
    const scripts = { Bride: 'urdu' as const, Groom: 'latin' as const };
    expect(cartLineOf(template, selection, fields, scripts).fieldScripts).toEqual({ Bride: 'urdu' });
    expect(cartLineOf(template, selection, fields)).not.toHaveProperty('fieldScripts');
    expect(cartLineOf(poster, selection, fields, scripts)).not.toHaveProperty('fieldScripts');
  });
});
