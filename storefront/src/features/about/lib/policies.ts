import {
  COURIER_DELIVERY_TIME,
  type DeliverySettings,
  deliveryPolicyLines,
  formatRupees,
  PAYMENT_METHOD,
  PROCESSING_TIME,
} from '@shop/contracts';

export interface Policy {
  id: string;
  /** The tab's label. */
  tab: string;
  title: string;
  points: string[];
}

/**
 * The About tabs, Privacy Policy first (the default), with the content of spec point 9. The delivery
 * charges and the minimum order are written from the Shop settings; the times are the ones checkout
 * and the thank-you page state.
 */
export function shopPolicies(delivery: DeliverySettings): Policy[] {
  return [
    {
      id: 'privacy',
      tab: 'Privacy Policy',
      title: 'Privacy Policy',
      points: [
        'Your name, phone number and address are used only to process and deliver your order.',
        'We never sell your details, and we do not share them with anyone without your consent.',
        'Any online payment goes through trusted payment gateways; we do not store card details.',
      ],
    },
    {
      id: 'returns',
      tab: 'Return & Refund',
      title: 'Return & Refund Policy',
      points: [
        'For cash on delivery orders, returns are accepted for damaged, defective or incorrect products.',
        'Please check your parcel and request a return at the time of delivery.',
        'A refund is made only after the product is received back in its original condition.',
        'Delivery charges are non-refundable.',
      ],
    },
    {
      id: 'delivery',
      tab: 'Delivery Policy',
      title: 'Delivery Policy',
      points: [
        ...deliveryPolicyLines(delivery),
        `Orders are processed within ${PROCESSING_TIME}, then a courier delivers nationwide within ${COURIER_DELIVERY_TIME}.`,
        'The delivery charge is added to your order total at checkout and shown on your order confirmation.',
      ],
    },
    {
      id: 'terms',
      tab: 'Terms & Conditions',
      title: 'Terms & Conditions',
      points: [
        // The spec's terms (point 9) first, then the shop's own points.
        'Product images are for illustration; the printed product may differ slightly.',
        'Prices may change without notice.',
        'Orders are confirmed by call, SMS or e-mail before they are processed.',
        'We may cancel an order we suspect to be fraudulent.',
        'Please give accurate shipping details: we deliver to the address and phone number you enter.',
        `Prices are in rupees and payment is ${PAYMENT_METHOD}.`,
        `The minimum order amount is ${formatRupees(delivery.minimumOrder)}.`,
        'Customized products are printed exactly as you fill them in, so please check names, dates and photos before ordering.',
        'Colours on screen can differ slightly from the printed product.',
        'By placing an order you accept these terms and the policies above.',
      ],
    },
  ];
}
