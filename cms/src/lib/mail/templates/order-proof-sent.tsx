import { Link, Text } from '@react-email/components';
import { type MailShop, trackingLink } from '../mail-links';
import type { OrderMailFacts } from '../order-mail-facts';
import { MailFrame } from './mail-frame';

/** The shopper's news that a proof waits for them: approve it, or ask for a change, on the tracking page. */
export function OrderProofSent({ facts, shop }: { facts: OrderMailFacts; shop: MailShop }) {
  const tracking = trackingLink(shop, facts.trackingToken);
  return (
    <MailFrame shop={shop} preview={`The proof of your order #${facts.orderNumber} is ready`}>
      <Text>{`The proof of your order #${facts.orderNumber} is ready for you to look at.`}</Text>
      <Text>We print it only once you approve it. If anything should change, tell us on the same page.</Text>
      <Text>
        {'See the proof and approve it here: '}
        <Link href={tracking}>{tracking}</Link>
      </Text>
    </MailFrame>
  );
}
