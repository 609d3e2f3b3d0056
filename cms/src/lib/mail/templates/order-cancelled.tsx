import { Link, Text } from '@react-email/components';
import { type MailShop, trackingLink } from '../mail-links';
import type { OrderMailFacts } from '../order-mail-facts';
import { MailFrame } from './mail-frame';
import { mailWordsOf } from './mail-words';

/** The shopper's news of a cancellation: why, and the phone number to call about it. */
export function OrderCancelled({ facts, shop }: { facts: OrderMailFacts; shop: MailShop }) {
  const tracking = trackingLink(shop, facts.trackingToken, facts.language);
  const words = mailWordsOf(facts.language);
  return (
    <MailFrame shop={shop} preview={words.cancelled.preview(facts.orderNumber)} words={words}>
      <Text>{words.cancelled.cancelled(facts.orderNumber)}</Text>
      {facts.reason ? <Text>{words.cancelled.reason(facts.reason)}</Text> : null}
      <Text>{words.cancelled.surprise(shop.phone)}</Text>
      <Text>
        {words.followHere}
        <Link href={tracking}>{tracking}</Link>
      </Text>
    </MailFrame>
  );
}
