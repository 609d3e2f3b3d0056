/** Where an order came from (issue #34): the shop's checkout, or staff taking it from a customer. */
export const ORDER_SOURCES = ['website', 'phone', 'whatsapp', 'instagram', 'walk_in'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** What every shopper's checkout records; an order stored before sources existed reads as this too. */
export const WEBSITE_SOURCE: OrderSource = 'website';

export const ORDER_SOURCE_LABELS: Readonly<Record<OrderSource, string>> = {
  website: 'Website',
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  walk_in: 'Walk-in',
};

/** A stored source as the shop reads it: anything unknown or missing is the website's. */
export function orderSourceOf(value: unknown): OrderSource {
  return ORDER_SOURCES.includes(value as OrderSource) ? (value as OrderSource) : WEBSITE_SOURCE;
}
