import type { ReactElement } from 'react';
import type { MailShop } from './mail-links';
import { type OrderMailFacts, type OrderMailKind, subjectOf } from './order-mail-facts';
import { NewOrderNotice } from './templates/new-order-notice';
import { OrderCancelled } from './templates/order-cancelled';
import { OrderConfirmation } from './templates/order-confirmation';
import { OrderDispatched } from './templates/order-dispatched';
import { OrderProofSent } from './templates/order-proof-sent';
import { URDU_SUBJECTS } from './templates/urdu-mail-words';
import { type RenderedMail, renderedMail } from './rendered-mail';

function templateOf(kind: OrderMailKind, facts: OrderMailFacts, shop: MailShop): ReactElement {
  switch (kind) {
    case 'new-order-notice':
      return <NewOrderNotice facts={facts} shop={shop} />;
    case 'order-confirmation':
      return <OrderConfirmation facts={facts} shop={shop} />;
    case 'order-dispatched':
      return <OrderDispatched facts={facts} shop={shop} />;
    case 'order-cancelled':
      return <OrderCancelled facts={facts} shop={shop} />;
    case 'order-proof-sent':
      return <OrderProofSent facts={facts} shop={shop} />;
  }
}

/** The subject in the order's language; the staff notice is always English. */
function subjectIn(kind: OrderMailKind, facts: OrderMailFacts): string {
  if (facts.language === 'ur' && kind !== 'new-order-notice') return URDU_SUBJECTS[kind](facts.orderNumber);
  return subjectOf(kind, facts.orderNumber);
}

/** An order's e-mail in the order's language, every shopper value escaped by React in the HTML part. */
export function renderOrderMail(
  kind: OrderMailKind,
  facts: OrderMailFacts,
  shop: MailShop,
): Promise<RenderedMail> {
  return renderedMail(subjectIn(kind, facts), templateOf(kind, facts, shop));
}
