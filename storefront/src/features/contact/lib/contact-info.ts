import { businessHourLines, type ShopSettings, whatsappLink } from '@shop/contracts';
import { type PageMessageKey, pageText } from '@/lib/i18n/page-texts';

/** The business hours staff set, on one line for the Call card: 'Mon-Fri 9AM-6PM, Sat-Sun Closed'. */
export function hoursInOneLine(settings: ShopSettings): string {
  return businessHourLines(settings.businessHours)
    .map(({ days, hours }) => (hours ? `${days} ${hours}` : days))
    .join(', ');
}

/** The WhatsApp chat link opens with a message asking for help with an order. */
export function chatHref(settings: ShopSettings): string {
  return whatsappLink(settings.whatsapp, pageText('contact.chatText'));
}

export const WHY_CHOOSE_US: readonly { title: PageMessageKey; text: PageMessageKey }[] = [
  { title: 'contact.secureShopping', text: 'contact.secureShoppingText' },
  { title: 'contact.trustedStore', text: 'contact.trustedStoreText' },
  { title: 'contact.quickResponse', text: 'contact.quickResponseText' },
];
