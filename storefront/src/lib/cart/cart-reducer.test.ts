import type { CartLine } from './cart-line';
import { addableQuantity, cartReducer } from './cart-reducer';

const poster: CartLine = {
  cartId: 'c1',
  id: 'p1',
  name: 'Moon Poster',
  size: 'A4',
  sizeIndex: 0,
  frame: 'Black',
  quantity: 2,
  stock: 8,
  price: 499,
};
const custom: CartLine = { ...poster, cartId: 'c9', id: 't1', customFields: { Name: 'Sara' }, quantity: 1 };

describe('cartReducer', () => {
  it("adds no more of an item than the owner's limit on units per order, over all its sizes", () => {
    const stocked = { ...poster, stock: 100, quantity: 12 };
    const a3 = { ...stocked, cartId: 'c2', size: 'A3', sizeIndex: 1, quantity: 15 };
    expect(addableQuantity([stocked], a3, 20)).toBe(8);
    const lines = cartReducer([stocked], { type: 'add', line: a3, unitLimit: 20 });
    expect(lines.map((line) => line.quantity)).toEqual([12, 8]);
    expect(cartReducer(lines, { type: 'add', line: { ...a3, cartId: 'c3' }, unitLimit: 20 })).toEqual(lines);
  });

  it("raises a line's quantity only as far as the owner's limit leaves beside the item's other lines", () => {
    const stocked = { ...poster, stock: 100, quantity: 12 };
    const a3 = { ...stocked, cartId: 'c2', size: 'A3', sizeIndex: 1, quantity: 5 };
    const raised = cartReducer([stocked, a3], {
      type: 'updateQuantity',
      cartId: 'c2',
      quantity: 50,
      unitLimit: 20,
    });
    expect(raised[1].quantity).toBe(8);
  });

  it('keeps the stock as the cap where it is under the limit', () => {
    const lines = cartReducer([poster], {
      type: 'add',
      line: { ...poster, cartId: 'c2', quantity: 30 },
      unitLimit: 20,
    });
    expect(lines).toEqual([{ ...poster, quantity: 8 }]);
  });

  it('adds the same item, size and frame again to the existing line, up to the stock', () => {
    const once = cartReducer([poster], { type: 'add', line: { ...poster, cartId: 'c2', quantity: 3 } });
    expect(once).toEqual([{ ...poster, quantity: 5 }]);
    const twice = cartReducer(once, { type: 'add', line: { ...poster, cartId: 'c3', quantity: 6 } });
    expect(twice).toEqual([{ ...poster, quantity: 8 }]);
  });

  it('keeps another size, another frame and each customised item on lines of their own', () => {
    const lines = [
      { ...poster, cartId: 'c2', size: 'A3', sizeIndex: 1 },
      { ...poster, cartId: 'c3', frame: 'White' },
      custom,
      { ...custom, cartId: 'c10' },
    ].reduce((cart, line) => cartReducer(cart, { type: 'add', line }), [poster]);
    expect(lines.map((l) => l.cartId)).toEqual(['c1', 'c2', 'c3', 'c9', 'c10']);
  });

  it('keeps two sizes that share a label (stickers have none) on lines of their own', () => {
    const sticker = { ...poster, size: '', sizeIndex: 0, frame: null };
    const lines = cartReducer([sticker], {
      type: 'add',
      line: { ...sticker, cartId: 'c2', sizeIndex: 1, quantity: 1 },
    });
    expect(lines.map((l) => [l.cartId, l.sizeIndex, l.quantity])).toEqual([
      ['c1', 0, 2],
      ['c2', 1, 1],
    ]);
    const again = cartReducer(lines, { type: 'add', line: { ...sticker, cartId: 'c3', quantity: 1 } });
    expect(again.map((l) => [l.cartId, l.sizeIndex, l.quantity])).toEqual([
      ['c1', 0, 3],
      ['c2', 1, 1],
    ]);
  });

  it('caps the line at the stock the item has now when it is added again after the stock fell', () => {
    const held = { ...poster, quantity: 6 };
    const lines = cartReducer([held], {
      type: 'add',
      line: { ...poster, cartId: 'c2', quantity: 1, stock: 3 },
    });
    expect(lines).toEqual([{ ...poster, quantity: 3, stock: 3 }]);
  });

  it('holds every size and frame of a product within its one stock', () => {
    const a4 = { ...poster, stock: 3, quantity: 3 };
    const a3 = { ...a4, cartId: 'c2', size: 'A3', sizeIndex: 1, quantity: 3 };
    expect(cartReducer([a4], { type: 'add', line: a3 })).toEqual([a4]);
    const two = cartReducer([{ ...a4, quantity: 2 }], { type: 'add', line: a3 });
    expect(two.map((l) => [l.cartId, l.quantity])).toEqual([
      ['c1', 2],
      ['c2', 1],
    ]);
    expect(cartReducer(two, { type: 'updateQuantity', cartId: 'c2', quantity: 3 })[1]?.quantity).toBe(1);
    const fewer = cartReducer(two, { type: 'updateQuantity', cartId: 'c1', quantity: 1 });
    expect(cartReducer(fewer, { type: 'updateQuantity', cartId: 'c2', quantity: 3 })[1]?.quantity).toBe(2);
  });

  it('lowers and drops the product’s other lines when a line brings a lower stock', () => {
    const a4 = { ...poster, quantity: 2 };
    const a3 = { ...poster, cartId: 'c2', size: 'A3', sizeIndex: 1, quantity: 3 };
    const white = { ...poster, cartId: 'c3', frame: 'White', quantity: 1, stock: 2 };
    expect(cartReducer([a4, a3], { type: 'add', line: white })).toEqual([{ ...a4, stock: 2 }]);
  });

  it('sets a quantity within 1 and the stock, ignoring anything else', () => {
    const update = (quantity: number) =>
      cartReducer([poster], { type: 'updateQuantity', cartId: 'c1', quantity });
    expect(update(5)[0]?.quantity).toBe(5);
    expect(update(10)[0]?.quantity).toBe(8);
    expect(update(0)[0]?.quantity).toBe(2);
    expect(update(1.5)[0]?.quantity).toBe(2);
  });

  it('caps a line without a known stock at the order’s bound of 1000', () => {
    const { stock: _stock, ...older } = poster;
    expect(cartReducer([older], { type: 'updateQuantity', cartId: 'c1', quantity: 5000 })[0]?.quantity).toBe(
      1000,
    );
  });

  it('removes one line, replaces all lines and clears', () => {
    const two = [poster, custom];
    expect(cartReducer(two, { type: 'remove', cartId: 'c1' })).toEqual([custom]);
    expect(cartReducer(two, { type: 'replace', lines: [custom] })).toEqual([custom]);
    expect(cartReducer(two, { type: 'clear' })).toEqual([]);
  });
});
