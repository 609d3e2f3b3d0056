import { Link, Text } from '@react-email/components';
import { type MailShop, trackingLink } from '../mail-links';
import type { OrderMailFacts } from '../order-mail-facts';
import { MailFrame } from './mail-frame';
import { mailWordsOf } from './mail-words';

/** The shopper's news that a proof waits for them: approve it, or ask for a change, on the tracking page. */
export function OrderProofSent({ facts, shop }: { facts: OrderMailFacts; shop: MailShop }) {
  const tracking = trackingLink(shop, facts.trackingToken, facts.language);
  const words = mailWordsOf(facts.language);
  return (
    <MailFrame shop={shop} preview={words.proofSent.preview(facts.orderNumber)} words={words}>
      <Text>{words.proofSent.ready(facts.orderNumber)}</Text>
      <Text>{words.proofSent.printOnApproval}</Text>
      <Text>
        {words.proofSent.seeProof}
        <Link href={tracking}>{tracking}</Link>
      </Text>
    </MailFrame>
  );
}
