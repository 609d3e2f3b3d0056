import { Link, Text } from '@react-email/components';
import { formatRupees } from '@shop/contracts';
import { type MailShop, trackingLink } from '../mail-links';
import type { OrderMailFacts } from '../order-mail-facts';
import { MailFrame } from './mail-frame';
import { mailWordsOf } from './mail-words';

/** The shopper's news that the order left with a courier, and the cash to keep ready. */
export function OrderDispatched({ facts, shop }: { facts: OrderMailFacts; shop: MailShop }) {
  const tracking = trackingLink(shop, facts.trackingToken, facts.language);
  const words = mailWordsOf(facts.language);
  return (
    <MailFrame shop={shop} preview={words.dispatched.preview(facts.orderNumber)} words={words}>
      <Text>{words.dispatched.onItsWay(facts.orderNumber)}</Text>
      <Text>{words.dispatched.courier(facts.courier ?? '')}</Text>
      <Text>{words.dispatched.trackingNumber(facts.trackingNumber ?? '')}</Text>
      <Text>{words.dispatched.keepReady(formatRupees(facts.total))}</Text>
      <Text>
        {words.followHere}
        <Link href={tracking}>{tracking}</Link>
      </Text>
    </MailFrame>
  );
}
