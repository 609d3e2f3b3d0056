import { businessHourLines, type ShopSettings, whatsappLink } from '@shop/contracts';

export const MESSAGE_SENT = "Message sent successfully! We'll get back to you within 24 hours.";

/** The business hours staff set, on one line for the Call card: 'Mon-Fri 9AM-6PM, Sat-Sun Closed'. */
export function hoursInOneLine(settings: ShopSettings): string {
  return businessHourLines(settings.businessHours)
    .map(({ days, hours }) => (hours ? `${days} ${hours}` : days))
    .join(', ');
}

export const CHAT_TEXT = 'Hello! I need help with my order.';

/** The WhatsApp chat link opens with a message asking for help with an order. */
export function chatHref(settings: ShopSettings): string {
  return whatsappLink(settings.whatsapp, CHAT_TEXT);
}

export const WHY_CHOOSE_US = [
  { title: 'Secure Shopping', text: 'Cash on delivery: you pay only when your order reaches you.' },
  { title: 'Trusted Store', text: 'Customers across the country trust us with their walls and their gifts.' },
  { title: 'Quick Response', text: 'We reply to every message within 24 hours.' },
] as const;
