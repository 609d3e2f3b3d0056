import { z } from 'zod';
import {
  MAX_CITY_DELIVERY_CHARGES,
  MAX_DELIVERY_CHARGE,
  MAX_MINIMUM_ORDER,
  repeatedCity,
} from '../rules/delivery';
import { MAX_UNITS_PER_ORDER_BOUND, MAX_WAITING_ORDERS_PER_PHONE_BOUND } from '../rules/order-limits';
import { optionalText, optionalWholeNumber, requiredText, wholeNumber } from './text';

const SEPARATORS = /[\s\-().]/g;

/** A Pakistani number: 0 or +92/0092, then the number (mobile 3xx xxxxxxx, or an area code and line). */
function pakistaniPhone(label: string, mobileOnly: boolean) {
  const pattern = mobileOnly ? /^(?:\+92|0092|0)3\d{9}$/ : /^(?:\+92|0092|0)[1-9]\d{8,10}$/;
  const example = mobileOnly ? '0300 1234567 or +92 300 1234567' : '0300 1234567 or 042 35761234';
  return requiredText(label, 30).refine((value) => pattern.test(value.replace(SEPARATORS, '')), {
    message: `${label} must be a Pakistani number, like ${example}`,
  });
}

/** A JPEG or PNG by its address (a query string may follow). */
const SHAREABLE_PICTURE = /\.(jpe?g|png)(\?[^#]*)?$/i;

/** An optional link to the shop's page elsewhere: http(s) only, never javascript: or data:. */
function webLink(label: string) {
  return optionalText(label, 500).refine(
    (value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { message: `${label} must be a web address starting with http:// or https://` },
  );
}

/** One city's own delivery charge, as staff list it on the Shop settings screen. */
const cityDeliveryChargeSchema = z.strictObject({
  city: requiredText('City', 100),
  charge: wholeNumber('City delivery charge', 0, MAX_DELIVERY_CHARGE),
});

/** What staff may save on the Shop settings screen; the server validates with the same schema. */
export const shopSettingsInputSchema = z.strictObject({
  shopName: requiredText('Shop name', 100),
  tagline: optionalText('Tagline', 200),
  phone: pakistaniPhone('Phone', false),
  whatsapp: pakistaniPhone('WhatsApp number', true),
  email: requiredText('E-mail', 200).pipe(z.email('E-mail must be a valid e-mail address')),
  address: requiredText('Address', 300),
  businessHours: requiredText('Business hours', 500),
  instagramUrl: webLink('Instagram link'),
  facebookUrl: webLink('Facebook link'),
  happyCustomers: optionalText('Happy customers', 40),
  productsDelivered: optionalText('Products delivered', 40),
  satisfaction: optionalText('Satisfaction', 40),
  customerRating: optionalText('Customer rating', 40),
  shareImageUrl: webLink('Share picture link').refine(
    (value) => value === '' || SHAREABLE_PICTURE.test(value),
    {
      message: 'Share picture link must end in .jpg, .jpeg or .png: some chat apps show no other pictures',
    },
  ),
  maxUnitsPerOrder: wholeNumber('Units of one item per order', 1, MAX_UNITS_PER_ORDER_BOUND),
  maxWaitingOrdersPerPhone: wholeNumber(
    'Unconfirmed orders per phone',
    1,
    MAX_WAITING_ORDERS_PER_PHONE_BOUND,
  ),
  flatDeliveryCharge: wholeNumber('Delivery charge', 0, MAX_DELIVERY_CHARGE),
  cityDeliveryCharges: z
    .array(cityDeliveryChargeSchema, { error: 'City delivery charges must be a list' })
    .max(
      MAX_CITY_DELIVERY_CHARGES,
      `At most ${MAX_CITY_DELIVERY_CHARGES} cities may have their own delivery charge`,
    )
    .refine((charges) => repeatedCity(charges) === null, {
      error: (issue) =>
        `${repeatedCity(issue.input as { city: string }[])} is listed twice in the city delivery charges`,
    }),
  freeDeliveryFrom: optionalWholeNumber('Free delivery from', 1, MAX_MINIMUM_ORDER).transform(
    (amount) => amount ?? null,
  ),
  minimumOrder: wholeNumber('Minimum order', 0, MAX_MINIMUM_ORDER),
});
export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;
/** What the form holds before validation (optional fields may be missing). */
export type ShopSettingsDraft = z.input<typeof shopSettingsInputSchema>;
