import { describe, expect, it, vi } from 'vitest';
import {
  type MailSettings,
  mailIsConfigured,
  orderPlacedMails,
  sendLater,
  statusChangedMails,
} from './order-mail';

const settings: MailSettings = {
  smtpHost: '',
  from: '',
  staffNotifyEmail: '',
  retryDelayMs: 5000,
  publicUrl: 'https://shop.example/',
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
  it('sends nothing, and never touches the email plugin, without SMTP_HOST', () => {
    const send = vi.fn();
    const strapi = {
      config: { get: (key: string) => (key === 'shop' ? { mail: settings } : '') },
      plugin: () => ({ service: () => ({ send }) }),
    };
    // biome-ignore lint/suspicious/noExplicitAny: a stand-in for the few Strapi methods sendLater uses
    sendLater(strapi as any, {
      to: 'a@b.c',
      subject: 's',
      text: 't',
    });
    expect(mailIsConfigured(settings)).toBe(false);
    expect(mailIsConfigured({ smtpHost: 'smtp.example' })).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('writes the staff notice only when STAFF_NOTIFY_EMAIL is set, and the confirmation only with an e-mail', () => {
    const [confirmation, ...rest] = orderPlacedMails(order, settings);
    expect(rest).toEqual([]);
    expect(confirmation.to).toBe('ayesha@example.com');
    expect(confirmation.text).toContain('- 2 x Moon Poster (A4): Rs. 998');
    expect(confirmation.text).toContain('https://shop.example/track-order/abcdefghijklmnopqrstuvwxyz012345');
    const withStaff = { ...settings, staffNotifyEmail: 'owner@shop.test' };
    expect(
      orderPlacedMails({ ...order, customer: { ...order.customer, email: '' } }, withStaff).map((m) => m.to),
    ).toEqual(['owner@shop.test']);
  });

  it('tells the shopper about a dispatch and a cancellation only', () => {
    expect(statusChangedMails(order, 'dispatched', settings)[0].text).toContain('Tracking number: TCS-1');
    expect(statusChangedMails(order, 'cancelled', settings)[0].subject).toBe(
      'Order #251123-ABCDE: Cancelled',
    );
    expect(statusChangedMails(order, 'confirmed', settings)).toEqual([]);
    expect(statusChangedMails(order, 'delivered', settings)).toEqual([]);
  });
});
