import { Link, Text } from '@react-email/components';
import { type MailShop, trackingLink } from '../mail-links';
import type { OrderMailFacts } from '../order-mail-facts';
import { MailFrame } from './mail-frame';
import { OrderLines } from './order-lines';

/** The shopper's confirmation: the order number, what was ordered, and the private tracking link. */
export function OrderConfirmation({ facts, shop }: { facts: OrderMailFacts; shop: MailShop }) {
  const tracking = trackingLink(shop, facts.trackingToken);
  return (
    <MailFrame shop={shop} preview={`Your order #${facts.orderNumber}`}>
      <Text>{`Thank you for your order, ${facts.customer.name}!`}</Text>
      <Text>{`Order number: ${facts.orderNumber}`}</Text>
      <OrderLines facts={facts} shop={shop} withCustomValues={false} />
      <Text>We will call you to confirm it before we start printing.</Text>
      <Text>
        {'Follow your order here: '}
        <Link href={tracking}>{tracking}</Link>
      </Text>
    </MailFrame>
  );
}
