import type { ShopSettingsInput } from '@shop/contracts';

export interface SettingsField {
  name: keyof ShopSettingsInput;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
}

/** The Shop settings screen's fields, in the order a shopper meets them. */
export const SETTINGS_FIELDS: SettingsField[] = [
  { name: 'shopName', label: 'Shop name', required: true, autoComplete: 'organization' },
  { name: 'tagline', label: 'Tagline' },
  { name: 'phone', label: 'Phone', type: 'tel', required: true, hint: 'For example 0300 1234567' },
  {
    name: 'whatsapp',
    label: 'WhatsApp number',
    type: 'tel',
    required: true,
    hint: 'A mobile number; the chat links open a WhatsApp chat with it',
  },
  { name: 'email', label: 'E-mail', type: 'email', required: true },
  { name: 'address', label: 'Address', required: true, autoComplete: 'street-address' },
  {
    name: 'businessHours',
    label: 'Business hours',
    multiline: true,
    required: true,
    hint: "One line each, like 'Mon-Fri: 9AM-6PM'",
  },
  { name: 'instagramUrl', label: 'Instagram link', type: 'url' },
  { name: 'facebookUrl', label: 'Facebook link', type: 'url' },
  // The claims Home and About show in numbers: the owner's to state, each hidden when left blank.
  { name: 'happyCustomers', label: 'Happy customers', hint: "For example '100+'; leave blank to hide" },
  { name: 'productsDelivered', label: 'Products delivered', hint: "For example '1k+'; leave blank to hide" },
  { name: 'satisfaction', label: 'Satisfaction', hint: "For example '99%'; leave blank to hide" },
  { name: 'customerRating', label: 'Customer rating', hint: "For example '4.9/5'; leave blank to hide" },
  {
    name: 'shareImageUrl',
    label: 'Share picture link',
    type: 'url',
    hint: 'The picture a shared link to the shop shows: a JPEG or PNG, best 1200 × 630; blank for the shop banner',
  },
];
