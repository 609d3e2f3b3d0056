import type { CartLine } from '@/lib/cart';

/** A framed poster line, as the cart keeps it and the checkout sends it. */
export const MOON_POSTER: CartLine = {
  cartId: 'c1',
  id: 'p1',
  name: 'Moon Poster',
  size: 'A4',
  frame: 'Black',
  quantity: 2,
  price: 499,
  image: '/uploads/moon.webp',
};
