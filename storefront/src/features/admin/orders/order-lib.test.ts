import type { Order } from '@shop/contracts';
import { filterOrders, formatOrderDate, itemCountOf } from './order-lib';

const order = (orderNumber: string, name: string, email: string): Order => ({
  _id: orderNumber,
  orderNumber,
  customer: { name, email },
  items: [],
  subtotal: 0,
  deliveryCharge: 250,
  total: 250,
  paymentMethod: 'Cash on Delivery',
  createdAt: '2025-03-05T14:30:00.000Z',
});

const orders = [
  order('ORD-1001', 'Ayesha Khan', 'ayesha@example.com'),
  order('ORD-2002', 'Bilal', 'b@shop.pk'),
];

describe('filterOrders', () => {
  it('matches order number, name or e-mail, ignoring case', () => {
    expect(filterOrders(orders, 'ord-2002').map((o) => o.orderNumber)).toEqual(['ORD-2002']);
    expect(filterOrders(orders, 'AYESHA').map((o) => o.orderNumber)).toEqual(['ORD-1001']);
    expect(filterOrders(orders, '@SHOP.PK').map((o) => o.orderNumber)).toEqual(['ORD-2002']);
    expect(filterOrders(orders, '  ')).toHaveLength(2);
    expect(filterOrders(orders, 'zzz')).toEqual([]);
  });
});

describe('itemCountOf', () => {
  it('adds up the quantities', () => {
    const line = { id: 'p1', kind: 'product' as const, name: 'Poster', price: 500 };
    expect(
      itemCountOf({
        items: [
          { ...line, quantity: 2 },
          { ...line, quantity: 3 },
        ],
      }),
    ).toBe(5);
  });
});

describe('formatOrderDate', () => {
  it('writes the date in US English short format with the time', () => {
    const expected = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date('2025-03-05T14:30:00.000Z'));
    expect(formatOrderDate('2025-03-05T14:30:00.000Z')).toBe(expected);
    expect(expected).toMatch(/^Mar \d{1,2}, 2025, \d{2}:\d{2} (AM|PM)$/);
  });
});
