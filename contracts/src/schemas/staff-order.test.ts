import { describe, expect, it } from 'vitest';
import { orderSourceOf } from '../order-source';
import { storedOrderSchema } from './order';
import { staffOrderInputSchema } from './staff-order';

const SHOPPER = {
  name: 'Sana Iqbal',
  email: 'sana@example.pk',
  phone: '0300 7654321',
  address: '4 Canal View',
  city: 'Lahore',
  country: 'Pakistan',
};
const items = [{ id: 'p1', size: 'A4', quantity: 1 }];
const { email: _email, ...withoutEmail } = SHOPPER;

describe('an order staff take', () => {
  it('needs a source, one of the five', () => {
    expect(staffOrderInputSchema.safeParse({ customer: SHOPPER, items }).error?.issues[0].message).toBe(
      'Source must be one of: website, phone, whatsapp, instagram, walk_in',
    );
    expect(staffOrderInputSchema.parse({ customer: SHOPPER, items, source: 'walk_in' }).source).toBe(
      'walk_in',
    );
  });

  it('takes a customer without an e-mail, or with a blank one, and still checks one that is given', () => {
    for (const customer of [withoutEmail, { ...withoutEmail, email: '   ' }]) {
      const order = staffOrderInputSchema.parse({ customer, items, source: 'phone' });
      expect(order.customer.email).toBeUndefined();
    }
    expect(
      staffOrderInputSchema.safeParse({ customer: { ...SHOPPER, email: 'nope' }, items, source: 'phone' })
        .error?.issues[0].message,
    ).toBe('Email must be a valid e-mail address');
  });

  it('is a stored order without an e-mail; an unknown stored source is refused', () => {
    const stored = {
      orderNumber: '261127-ABCDE',
      customer: withoutEmail,
      items: [{ id: 'p1', kind: 'product', name: 'Poster', quantity: 1, price: 500 }],
      subtotal: 500,
      deliveryCharge: 250,
      total: 750,
      paymentMethod: 'Cash on Delivery',
      source: 'whatsapp',
    };
    expect(storedOrderSchema.safeParse(stored).success).toBe(true);
    expect(storedOrderSchema.safeParse({ ...stored, source: 'fax' }).success).toBe(false);
  });

  it('reads a missing or unknown stored source as the website', () => {
    expect(orderSourceOf(null)).toBe('website');
    expect(orderSourceOf('fax')).toBe('website');
    expect(orderSourceOf('instagram')).toBe('instagram');
  });
});
