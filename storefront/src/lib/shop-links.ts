import type { ShopSettings } from '@shop/contracts';

/** The shop's social pages that staff filled in, named for their links. */
export function socialLinks(settings: ShopSettings): { name: string; url: string }[] {
  return [
    { name: 'Instagram', url: settings.instagramUrl },
    { name: 'Facebook', url: settings.facebookUrl },
  ].filter((link) => link.url);
}

/** A map search for the shop's address. */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The dialler link of a phone number as staff wrote it. */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
