import type { ShopSettingsInput } from '@shop/contracts';

export interface SettingsField {
  name: keyof ShopSettingsInput;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
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
  {
    name: 'deliveryWording',
    label: 'Delivery wording',
    multiline: true,
    required: true,
    hint: 'The delivery charge as the About page states it',
  },
];
