import type { CartLine } from '@/lib/cart';
import { mendAfterRefusal } from './mend-cart';

const line = (over: Partial<CartLine>): CartLine => ({
  cartId: 'c1',
  id: 'p1',
  name: 'Moon Poster',
  size: 'A4',
  sizeIndex: 0,
  frame: null,
  quantity: 2,
  price: 499,
  ...over,
});

describe('mendAfterRefusal', () => {
  it('sets the current price on the lines of that item and size only', () => {
    const lines = [line({}), line({ cartId: 'c2', size: 'A3', sizeIndex: 1, price: 900 })];
    const mended = mendAfterRefusal(lines, { itemId: 'p1', size: 'A4', sizeIndex: 0, currentPrice: 550 });
    expect(mended?.lines.map((l) => l.price)).toEqual([550, 900]);
    expect(mended?.notice).toBe(
      'The price of "Moon Poster" has changed to Rs. 550. We have updated your cart: please check the total and place your order again.',
    );
  });

  it('shares the stock left over the item’s lines and drops those left with none', () => {
    const lines = [line({}), line({ cartId: 'c2', quantity: 3 }), line({ cartId: 'c3', id: 'p2' })];
    const mended = mendAfterRefusal(lines, { itemId: 'p1', stockLeft: 3 });
    expect(mended?.lines.map((l) => [l.cartId, l.quantity])).toEqual([
      ['c1', 2],
      ['c2', 1],
      ['c3', 2],
    ]);
    expect(mended?.notice).toBe(
      'Only 3 left of "Moon Poster". We have lowered the quantity in your cart: please place your order again.',
    );
    const gone = mendAfterRefusal(lines, { itemId: 'p1', stockLeft: 0 });
    expect(gone?.lines.map((l) => l.cartId)).toEqual(['c3']);
    expect(gone?.notice).toBe('"Moon Poster" is now out of stock and has been removed from your cart.');
  });

  it('mends nothing for a refusal without details or about an item not in the cart', () => {
    expect(mendAfterRefusal([line({})], undefined)).toBeNull();
    expect(mendAfterRefusal([line({})], { itemId: 'other', stockLeft: 1 })).toBeNull();
  });
});
