/** The brand and its contact details: one place to change them. Placeholders until the owner fills them in. */
export const brand = {
  name: 'Wall Art Shop',
  tagline: 'Where your memories meet unmatched quality.',
  email: 'hello@example.com',
  phone: '+92 300 0000000',
  phoneHref: 'tel:+923000000000',
  chatUrl: 'https://wa.me/923000000000',
  chatText: 'Hello! I need help with my order.',
  socialName: 'Instagram',
  socialUrl: 'https://www.instagram.com/',
  address: 'Shop 1, Example Market, Lahore, Pakistan',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Lahore%2C+Pakistan',
} as const;
