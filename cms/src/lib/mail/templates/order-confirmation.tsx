import { Link, Text } from '@react-email/components';
import { type MailShop, trackingLink } from '../mail-links';
import type { OrderMailFacts } from '../order-mail-facts';
import { MailFrame } from './mail-frame';
import { mailWordsOf } from './mail-words';
import { OrderLines } from './order-lines';

/** The shopper's confirmation: the order number, what was ordered, and the private tracking link. */
export function OrderConfirmation({ facts, shop }: { facts: OrderMailFacts; shop: MailShop }) {
  const tracking = trackingLink(shop, facts.trackingToken, facts.language);
  const words = mailWordsOf(facts.language);
  return (
    <MailFrame shop={shop} preview={words.confirmation.preview(facts.orderNumber)} words={words}>
      <Text>{words.confirmation.thanks(facts.customer.name)}</Text>
      <Text>{words.confirmation.orderNumber(facts.orderNumber)}</Text>
      <OrderLines facts={facts} shop={shop} withCustomValues={false} />
      <Text>{words.confirmation.callFirst}</Text>
      <Text>
        {words.followHere}
        <Link href={tracking}>{tracking}</Link>
      </Text>
    </MailFrame>
  );
}
