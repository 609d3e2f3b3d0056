import type { CartLine } from '@/lib/cart';
import { itemsFromState, orderItemsOf } from './checkout-items';

const line: CartLine = {
  cartId: 'c1',
  id: 't1',
  name: 'Custom Name Poster',
  size: 'A4',
  frame: null,
  quantity: 1,
  price: 200,
  image: null,
  customFields: { Name: 'Sara' },
};

describe('checkout items', () => {
  it('takes Buy Now items from navigation state only when they are valid cart lines', () => {
    expect(itemsFromState({ items: [line] })).toEqual([line]);
    expect(itemsFromState({ items: [] })).toBeNull();
    expect(itemsFromState({ items: [{ name: 'x' }] })).toBeNull();
    expect(itemsFromState(null)).toBeNull();
  });

  it('sends the chosen size’s position when the line has one', () => {
    expect(orderItemsOf([{ ...line, size: '', sizeIndex: 2 }])[0]).toMatchObject({ size: '', sizeIndex: 2 });
    expect(orderItemsOf([line])[0]).not.toHaveProperty('sizeIndex');
  });

  it('sends no empty image and keeps custom details', () => {
    expect(orderItemsOf([line])).toEqual([
      {
        id: 't1',
        cartId: 'c1',
        name: 'Custom Name Poster',
        size: 'A4',
        frame: null,
        quantity: 1,
        price: 200,
        customFields: { Name: 'Sara' },
      },
    ]);
  });

  it('sends each photo’s crop with its line, and none for a line without', () => {
    const photoCrops = { Photo: { x: 0.1, y: 0, width: 0.8, height: 0.9, rotation: 270 as const } };
    const photoLine = { ...line, customFields: { Photo: '/uploads/us.jpg' }, photoCrops };
    expect(orderItemsOf([photoLine])[0]).toMatchObject({ customFields: photoLine.customFields, photoCrops });
    expect(orderItemsOf([line])[0]).not.toHaveProperty('photoCrops');
  });

  it('sends the script of each field written in a chosen one with its line, and none for a line without', () => {
    const fieldScripts = { Name: 'urdu' as const };
    expect(orderItemsOf([{ ...line, fieldScripts }])[0]).toMatchObject({
      customFields: { Name: 'Sara' },
      fieldScripts,
    });
    expect(orderItemsOf([line])[0]).not.toHaveProperty('fieldScripts');
  });
});
