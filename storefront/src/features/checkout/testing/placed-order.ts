import { MOON_POSTER } from '@/testing/cart-lines';

/** The private tracking link's token of a placed order. */
export const TRACKING_TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

/** An order of two Moon Posters as the API answers its creation, without its tracking token. */
export const PLACED_ORDER = {
  _id: 'o1',
  orderNumber: '250101-ABCDE',
  customer: { name: 'Ayesha Khan' },
  items: [{ ...MOON_POSTER, kind: 'product' }],
  subtotal: 998,
  deliveryCharge: 250,
  total: 1248,
  paymentMethod: 'Cash on Delivery',
  createdAt: '2025-01-01T00:00:00.000Z',
};
