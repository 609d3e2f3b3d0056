import type { CartLine } from '@/lib/cart';
import { cartWithinStock } from './stock-check';

const a4: CartLine = {
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
const a3: CartLine = { ...a4, cartId: 'c2', size: 'A3', sizeIndex: 1, quantity: 3 };
const other: CartLine = { ...a4, cartId: 'c3', id: 'p2', name: 'Sun Poster', quantity: 1 };

describe('cartWithinStock', () => {
  it('lowers the lines of an item whose stock fell under what they hold, in cart order, and says so', () => {
    const checked = cartWithinStock([a4, a3, other], new Map([['p1', 3]]));
    expect(checked?.lines).toEqual([{ ...a4, stock: 3 }, { ...a3, stock: 3, quantity: 1 }, other]);
    expect(checked?.notices).toEqual(['Only 3 left of "Moon Poster": we lowered the quantity in your cart.']);
  });

  it('removes the lines of an item now out of stock', () => {
    const checked = cartWithinStock([a4, other], new Map([['p1', 0]]));
    expect(checked?.lines).toEqual([other]);
    expect(checked?.notices).toEqual([
      '"Moon Poster" is now out of stock and has been removed from your cart.',
    ]);
  });

  it('tells the lines a new stock quietly when they still fit, and changes nothing when it is the same', () => {
    expect(cartWithinStock([a4, a3], new Map([['p1', 5]]))).toEqual({
      lines: [
        { ...a4, stock: 5 },
        { ...a3, stock: 5 },
      ],
      notices: [],
    });
    expect(cartWithinStock([a4, a3], new Map([['p1', 8]]))).toBeNull();
  });
});
