import { describe, expect, it } from 'vitest';
import {
  fromAddress,
  type MailSettings,
  mailIsConfigured,
  orderPlacedMails,
  statusChangedMails,
} from './order-mail';

const settings: MailSettings = {
  smtpHost: '',
  from: '',
  staffNotifyEmail: '',
  retryDelayMs: 5000,
  outboxPollMs: 5000,
};

const order = {
  orderNumber: '251123-ABCDE',
  trackingToken: 'abcdefghijklmnopqrstuvwxyz012345',
  customer: {
    name: 'Ayesha',
    email: 'ayesha@example.com',
    phone: '0300 1234567',
    address: '12 Road',
    city: 'Lahore',
  },
  items: [{ name: 'Moon Poster', size: 'A4', frame: null, quantity: 2, price: 499 }],
  total: 1248,
  paymentMethod: 'Cash on Delivery',
  courier: 'TCS',
  trackingNumber: 'TCS-1',
};

describe('order e-mails', () => {
  it('counts mail as configured only with SMTP_HOST', () => {
    expect(mailIsConfigured(settings)).toBe(false);
    expect(mailIsConfigured({ smtpHost: 'smtp.example' })).toBe(true);
  });

  it('writes the staff notice only when STAFF_NOTIFY_EMAIL is set, and the confirmation only with an e-mail', () => {
    const [confirmation, ...rest] = orderPlacedMails(order, settings);
    expect(rest).toEqual([]);
    expect(confirmation).toMatchObject({ kind: 'order-confirmation', to: 'ayesha@example.com' });
    const withStaff = { ...settings, staffNotifyEmail: 'owner@shop.test' };
    expect(
      orderPlacedMails({ ...order, customer: { ...order.customer, email: '' } }, withStaff).map((m) => m.to),
    ).toEqual(['owner@shop.test']);
  });

  it('tells the shopper about a proof to approve, a dispatch and a cancellation only, the cancellation with its reason', () => {
    expect(statusChangedMails(order, { status: 'proof_sent' })).toEqual([
      expect.objectContaining({ kind: 'order-proof-sent', to: 'ayesha@example.com' }),
    ]);
    expect(statusChangedMails(order, { status: 'approved' })).toEqual([]);
    expect(
      statusChangedMails(order, { status: 'dispatched', courier: 'TCS', trackingNumber: 'TCS-1' }),
    ).toEqual([expect.objectContaining({ kind: 'order-dispatched' })]);
    const [cancelled] = statusChangedMails(order, { status: 'cancelled', note: 'Out of paper' });
    expect(cancelled.kind).toBe('order-cancelled');
    expect(cancelled.facts.reason).toBe('Out of paper');
    expect(statusChangedMails(order, { status: 'confirmed' })).toEqual([]);
    expect(statusChangedMails(order, { status: 'delivered' })).toEqual([]);
  });

  it('takes the address out of an SMTP_FROM written with a name', () => {
    expect(fromAddress('Old Name <shop@shop.test>')).toBe('shop@shop.test');
    expect(fromAddress(' shop@shop.test ')).toBe('shop@shop.test');
    expect(fromAddress('')).toBe('');
  });
});
