import type { Order } from '@shop/contracts';
import {
  callLink,
  commonNextStatuses,
  confirmationMessage,
  dispatchedMessage,
  formatOrderDate,
  itemCountOf,
  whatsappLink,
  whatsappMessageOf,
} from './order-lib';

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
  status: 'placed',
  history: [],
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

describe('order lifecycle helpers', () => {
  const full: Order = {
    ...order('ORD-3003', 'Ayesha Khan', 'a@example.com'),
    customer: { name: 'Ayesha Khan', phone: '0300 1234567', address: '12 Mall Road', city: 'Lahore' },
    items: [
      {
        id: 'p1',
        kind: 'product',
        name: 'Starry Night',
        size: 'A4',
        frame: 'Black',
        quantity: 2,
        price: 800,
      },
    ],
    total: 1850,
  };

  it('offers only the moves every selected order allows, never a dispatch', () => {
    expect(commonNextStatuses([{ status: 'confirmed' }, { status: 'confirmed' }])).toEqual([
      'in_production',
      'cancelled',
    ]);
    expect(commonNextStatuses([{ status: 'placed' }, { status: 'confirmed' }])).toEqual(['cancelled']);
    expect(commonNextStatuses([{ status: 'in_production' }])).toEqual(['cancelled']);
    expect(commonNextStatuses([{ status: 'placed' }, { status: 'delivered' }])).toEqual([]);
  });

  it('writes the WhatsApp confirmation with number, items, total and address', () => {
    expect(confirmationMessage(full, 'Wall Art Shop')).toBe(
      [
        'Hello Ayesha Khan, this is Wall Art Shop.',
        'Please confirm your order #ORD-3003:',
        '- 2 x Starry Night (A4, Black)',
        'Total: Rs. 1,850 (Cash on Delivery)',
        'Delivery address: 12 Mall Road, Lahore',
        'Reply YES to confirm.',
      ].join('\n'),
    );
    const link = whatsappLink(full, 'Hello');
    expect(link).toBe('https://wa.me/923001234567?text=Hello');
    expect(callLink(full)).toBe('tel:+923001234567');
  });

  it('lists each line’s custom values under it, so the call confirms the spelling to print', () => {
    const custom: Order = {
      ...full,
      items: [
        {
          ...full.items[0],
          customFields: {
            'Bride Name': 'Ayesha',
            Photo: 'https://res.cloudinary.com/demo/image/upload/v1/a.jpg',
            Number: 7,
          },
        },
      ],
    };
    expect(confirmationMessage(custom, 'Wall Art Shop').split('\n').slice(2, 6)).toEqual([
      '- 2 x Starry Night (A4, Black)',
      '  Bride Name: Ayesha',
      '  Photo: your photo (received)',
      '  Number: 7',
    ]);
  });

  it('offers the confirmation only while placed, and the dispatch details once dispatched', () => {
    expect(whatsappMessageOf(full, 'Wall Art Shop')).toEqual({
      label: 'Confirm on WhatsApp',
      text: confirmationMessage(full, 'Wall Art Shop'),
    });
    for (const status of ['confirmed', 'in_production', 'delivered', 'cancelled', 'returned'] as const) {
      expect(whatsappMessageOf({ ...full, status }, 'Wall Art Shop')).toBeNull();
    }
    const dispatched: Order = { ...full, status: 'dispatched', courier: 'TCS', trackingNumber: 'TCS123456' };
    expect(dispatchedMessage(dispatched, 'Wall Art Shop')).toBe(
      [
        'Hello Ayesha Khan, this is Wall Art Shop.',
        'Your order #ORD-3003 has been dispatched with TCS.',
        'Tracking number: TCS123456',
        'Please keep Rs. 1,850 ready for the rider (Cash on Delivery).',
      ].join('\n'),
    );
    expect(whatsappMessageOf(dispatched, 'Wall Art Shop')?.label).toBe('Send "Dispatched" on WhatsApp');
  });

  it('offers no WhatsApp or call link without a phone number', () => {
    const noPhone = { ...full, customer: { ...full.customer, phone: '' } };
    expect(whatsappLink(noPhone, 'Hello')).toBeNull();
    expect(callLink(noPhone)).toBeNull();
  });
});
