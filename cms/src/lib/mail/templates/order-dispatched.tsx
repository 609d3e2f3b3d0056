import { Link, Text } from '@react-email/components';
import { formatRupees } from '@shop/contracts';
import { type MailShop, trackingLink } from '../mail-links';
import type { OrderMailFacts } from '../order-mail-facts';
import { MailFrame } from './mail-frame';

/** The shopper's news that the order left with a courier, and the cash to keep ready. */
export function OrderDispatched({ facts, shop }: { facts: OrderMailFacts; shop: MailShop }) {
  const tracking = trackingLink(shop, facts.trackingToken);
  return (
    <MailFrame shop={shop} preview={`Your order #${facts.orderNumber} is on its way`}>
      <Text>{`Your order #${facts.orderNumber} is on its way.`}</Text>
      <Text>{`Courier: ${facts.courier ?? ''}`}</Text>
      <Text>{`Tracking number: ${facts.trackingNumber ?? ''}`}</Text>
      <Text>{`Please keep ${formatRupees(facts.total)} ready for the courier.`}</Text>
      <Text>
        {'Follow your order here: '}
        <Link href={tracking}>{tracking}</Link>
      </Text>
    </MailFrame>
  );
}
