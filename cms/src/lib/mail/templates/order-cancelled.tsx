import { Link, Text } from '@react-email/components';
import { type MailShop, trackingLink } from '../mail-links';
import type { OrderMailFacts } from '../order-mail-facts';
import { MailFrame } from './mail-frame';

/** The shopper's news of a cancellation: why, and the phone number to call about it. */
export function OrderCancelled({ facts, shop }: { facts: OrderMailFacts; shop: MailShop }) {
  const tracking = trackingLink(shop, facts.trackingToken);
  return (
    <MailFrame shop={shop} preview={`Your order #${facts.orderNumber} has been cancelled`}>
      <Text>{`Your order #${facts.orderNumber} has been cancelled.`}</Text>
      {facts.reason ? <Text>{`Reason: ${facts.reason}`}</Text> : null}
      <Text>{`If this is a surprise, please call us on ${shop.phone}.`}</Text>
      <Text>
        {'Follow your order here: '}
        <Link href={tracking}>{tracking}</Link>
      </Text>
    </MailFrame>
  );
}
