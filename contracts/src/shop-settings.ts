// The shop settings' samples and helpers, without zod: the storefront's entry reads them at first paint
// (decision 0017). The answer's schema is in ./schemas/shop-settings.ts.
import { DEFAULT_DELIVERY_SETTINGS } from './rules/delivery';
import { DEFAULT_MAX_UNITS_PER_ORDER, DEFAULT_MAX_WAITING_ORDERS_PER_PHONE } from './rules/order-limits';
import type { ShopSettings } from './schemas/shop-settings';

/** The id of the JSON script element in which the server hands the settings to the page it answers. */
export const EMBEDDED_SHOP_SETTINGS_ID = 'shop-settings';

/** What a fresh shop shows until staff fill in its details: every value says it is a sample. */
export const SAMPLE_SHOP_SETTINGS: ShopSettings = {
  shopName: 'Your Shop Name (sample)',
  tagline: 'Where your memories meet unmatched quality.',
  phone: '0300 0000000',
  whatsapp: '0300 0000000',
  email: 'your-shop@example.com',
  address: 'Your shop address, City (sample)',
  businessHours: 'Mon-Fri: 9AM-6PM\nSat-Sun: 10AM-4PM',
  instagramUrl: 'https://www.instagram.com/',
  facebookUrl: 'https://www.facebook.com/',
  // The shop's figures are the owner's to state: the samples say they are samples.
  happyCustomers: '100+ (sample)',
  productsDelivered: '1k+ (sample)',
  satisfaction: '99% (sample)',
  customerRating: '4.9/5 (sample)',
  // Blank: pages other than a product's share the shop's default preview (DEFAULT_SHARE_PICTURE).
  shareImageUrl: '',
  // Limits, not samples: a fresh shop (and one stored before them) has them at once (issue #38 item 3).
  maxUnitsPerOrder: DEFAULT_MAX_UNITS_PER_ORDER,
  maxWaitingOrdersPerPhone: DEFAULT_MAX_WAITING_ORDERS_PER_PHONE,
  // The spec's flat Rs. 250 and Rs. 500 minimum until the owner sets others (issue #34 item 7).
  ...DEFAULT_DELIVERY_SETTINGS,
};

/** The shop's claims in numbers (spec point 1), each labelled as the spec labels it, as staff set them. */
const CLAIM_LABELS = [
  ['happyCustomers', 'Happy Customers'],
  ['productsDelivered', 'Products Delivered'],
  ['satisfaction', 'Satisfaction'],
  ['customerRating', 'Customer Love'],
] as const;

/** The claims staff filled in, in the spec's order; a blank one is not shown. */
export function shopClaims(settings: ShopSettings): { value: string; label: string }[] {
  return CLAIM_LABELS.map(([field, label]) => ({ value: settings[field].trim(), label })).filter(
    (claim) => claim.value !== '',
  );
}

/** The details a shopper relies on to reach the shop: the dashboard asks staff to replace their samples. */
const DETAILS_TO_COMPLETE = ['shopName', 'phone', 'whatsapp', 'email', 'address'] as const;

export function hasSampleDetails(settings: ShopSettings): boolean {
  return DETAILS_TO_COMPLETE.some((field) => settings[field] === SAMPLE_SHOP_SETTINGS[field]);
}

/** Digits of a phone number in international form without the plus: '0300 1234567' -> '923001234567'. */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0092')) return digits.slice(2);
  if (digits.startsWith('92')) return digits;
  return `92${digits.replace(/^0/, '')}`;
}

/** The WhatsApp chat link of a number, opening with a prepared message. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${internationalDigits(number)}?text=${encodeURIComponent(text)}`;
}

/** One line per entry in the form 'days: hours'; a line without a colon is shown whole. */
export function businessHourLines(text: string): { days: string; hours: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      // '10:00 AM' has a colon too: only a colon before the first digit separates days from hours.
      const firstDigit = line.search(/\d/);
      if (colon < 1 || (firstDigit >= 0 && colon > firstDigit)) return { days: line, hours: '' };
      return { days: line.slice(0, colon).trim(), hours: line.slice(colon + 1).trim() };
    });
}
