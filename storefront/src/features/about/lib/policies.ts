import { type DeliverySettings, formatRupees, hasOneDeliveryCharge } from '@shop/contracts';
import { isolated, type PageMessageKey, pageText } from '@/lib/i18n/page-texts';

export interface Policy {
  id: string;
  /** The tab's label. */
  tab: string;
  title: string;
  points: string[];
}

const rupees = (amount: number) => isolated(formatRupees(amount));

/** The Delivery Policy's sentences on charges, written from the settings; at the defaults, the spec's flat Rs. 250. */
function deliveryChargeLines(settings: DeliverySettings): string[] {
  const flat = rupees(settings.flatDeliveryCharge);
  const lines = hasOneDeliveryCharge(settings)
    ? [pageText('policy.deliveryFlat', { amount: flat })]
    : [
        pageText('policy.deliveryByCity', {
          amount: flat,
          cities: settings.cityDeliveryCharges
            .map((entry) => `${entry.city.trim()} (${rupees(entry.charge)})`)
            .join(pageText('policy.listSeparator')),
        }),
      ];
  if (settings.freeDeliveryFrom !== null) {
    lines.push(pageText('policy.deliveryFree', { amount: rupees(settings.freeDeliveryFrom) }));
  }
  return lines;
}

const texts = (keys: readonly PageMessageKey[]) => keys.map((key) => pageText(key));

/**
 * The About tabs, Privacy Policy first (the default), with the content of spec point 9, in the current
 * language. The delivery charges and the minimum order are written from the Shop settings; the times are
 * the ones checkout and the thank-you page state.
 */
export function shopPolicies(delivery: DeliverySettings): Policy[] {
  return [
    {
      id: 'privacy',
      tab: pageText('policy.privacyTab'),
      title: pageText('policy.privacyTab'),
      points: texts(['policy.privacy1', 'policy.privacy2', 'policy.privacy3']),
    },
    {
      id: 'returns',
      tab: pageText('policy.returnsTab'),
      title: pageText('policy.returnsTitle'),
      points: texts(['policy.returns1', 'policy.returns2', 'policy.returns3', 'policy.returns4']),
    },
    {
      id: 'delivery',
      tab: pageText('policy.deliveryTab'),
      title: pageText('policy.deliveryTab'),
      points: [
        ...deliveryChargeLines(delivery),
        pageText('policy.deliveryTimes', {
          processing: pageText('order.processingTime'),
          courier: pageText('order.courierTime'),
        }),
        pageText('policy.deliveryCharged'),
      ],
    },
    {
      id: 'terms',
      tab: pageText('policy.termsTab'),
      title: pageText('policy.termsTab'),
      points: [
        // The spec's terms (point 9) first, then the shop's own points.
        ...texts(['policy.terms1', 'policy.terms2', 'policy.terms3', 'policy.terms4', 'policy.terms5']),
        pageText('policy.termsPayment', { method: pageText('order.cashOnDelivery') }),
        pageText('policy.termsMinimum', { amount: rupees(delivery.minimumOrder) }),
        ...texts(['policy.terms6', 'policy.terms7', 'policy.terms8']),
      ],
    },
  ];
}
