import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './text';
import { shopSettingsInputSchema } from './shop-settings-input';
import { businessHourLines, hasSampleDetails, SAMPLE_SHOP_SETTINGS, whatsappLink } from '../shop-settings';

const REAL = {
  ...SAMPLE_SHOP_SETTINGS,
  shopName: 'Rang Wall Art',
  phone: '042 35761234',
  whatsapp: '+92 321 4567890',
  email: 'hello@rang.pk',
  address: '14 Main Boulevard, Gulberg, Lahore',
};

function messageFor(input: unknown): string | null {
  const result = shopSettingsInputSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('shop settings input', () => {
  it('accepts the sample values and real Pakistani details', () => {
    expect(messageFor(SAMPLE_SHOP_SETTINGS)).toBeNull();
    expect(messageFor(REAL)).toBeNull();
    expect(messageFor({ ...REAL, phone: '0092-300-1234567', instagramUrl: '' })).toBeNull();
  });

  it('takes the limits as the screen types them, and starts a fresh shop at 20 units and 3 waiting orders', () => {
    expect(SAMPLE_SHOP_SETTINGS).toMatchObject({ maxUnitsPerOrder: 20, maxWaitingOrdersPerPhone: 3 });
    expect(shopSettingsInputSchema.parse({ ...REAL, maxUnitsPerOrder: '50' }).maxUnitsPerOrder).toBe(50);
  });

  it('starts a fresh shop at the spec’s flat Rs. 250 and Rs. 500 minimum, and takes the owner’s delivery figures', () => {
    expect(SAMPLE_SHOP_SETTINGS).toMatchObject({
      flatDeliveryCharge: 250,
      cityDeliveryCharges: [],
      freeDeliveryFrom: null,
      minimumOrder: 500,
    });
    const saved = shopSettingsInputSchema.parse({
      ...REAL,
      flatDeliveryCharge: '300',
      cityDeliveryCharges: [{ city: ' Lahore ', charge: '150' }],
      freeDeliveryFrom: '',
    });
    expect(saved).toMatchObject({
      flatDeliveryCharge: 300,
      cityDeliveryCharges: [{ city: 'Lahore', charge: 150 }],
      freeDeliveryFrom: null,
    });
  });

  it.each([
    [{ shopName: '  ' }, 'Shop name is required'],
    [{ phone: '12345' }, 'Phone must be a Pakistani number, like 0300 1234567 or 042 35761234'],
    [
      { whatsapp: '042 35761234' },
      'WhatsApp number must be a Pakistani number, like 0300 1234567 or +92 300 1234567',
    ],
    [{ email: 'shop@' }, 'E-mail must be a valid e-mail address'],
    [
      { instagramUrl: 'javascript:alert(1)' },
      'Instagram link must be a web address starting with http:// or https://',
    ],
    [
      { facebookUrl: 'ftp://facebook.com/x' },
      'Facebook link must be a web address starting with http:// or https://',
    ],
    [{ flatDeliveryCharge: -1 }, 'Delivery charge must be at least 0'],
    [{ minimumOrder: 'five hundred' }, 'Minimum order must be a number'],
    [{ freeDeliveryFrom: 0 }, 'Free delivery from must be at least 1'],
    [{ cityDeliveryCharges: [{ city: ' ', charge: 100 }] }, 'City is required'],
    [
      { cityDeliveryCharges: [{ city: 'Lahore', charge: 2.5 }] },
      'City delivery charge must be a whole number',
    ],
    [
      {
        cityDeliveryCharges: [
          { city: 'Lahore', charge: 100 },
          { city: ' LAHORE', charge: 200 },
        ],
      },
      'LAHORE is listed twice in the city delivery charges',
    ],
    [{ cityDeliveryCharges: 'Lahore: 100' }, 'City delivery charges must be a list'],
    [{ owner: 'me' }, 'Unknown field: owner'],
    [{ maxUnitsPerOrder: 0 }, 'Units of one item per order must be at least 1'],
    [{ maxUnitsPerOrder: 1001 }, 'Units of one item per order must be at most 1000'],
    [{ maxWaitingOrdersPerPhone: 2.5 }, 'Unconfirmed orders per phone must be a whole number'],
    [{ maxWaitingOrdersPerPhone: '' }, 'Unconfirmed orders per phone must be a number'],
  ])('refuses %j naming the field', (change, message) => {
    expect(messageFor({ ...REAL, ...change })).toBe(message);
  });
});

describe('shop settings helpers', () => {
  it('asks for details while any contact detail is still a sample', () => {
    expect(hasSampleDetails(SAMPLE_SHOP_SETTINGS)).toBe(true);
    expect(hasSampleDetails({ ...REAL, email: SAMPLE_SHOP_SETTINGS.email })).toBe(true);
    expect(hasSampleDetails(REAL)).toBe(false);
  });

  it('builds a WhatsApp link from a local or international number', () => {
    expect(whatsappLink('0300 1234567', 'Hi!')).toBe('https://wa.me/923001234567?text=Hi!');
    expect(whatsappLink('+92 300-1234567', 'a b')).toBe('https://wa.me/923001234567?text=a%20b');
  });

  it('splits business hours into days and hours, keeping times with colons whole', () => {
    expect(businessHourLines('Mon-Fri: 9AM-6PM\n\nSunday 10:00 AM to 2:00 PM')).toEqual([
      { days: 'Mon-Fri', hours: '9AM-6PM' },
      { days: 'Sunday 10:00 AM to 2:00 PM', hours: '' },
    ]);
  });
});
