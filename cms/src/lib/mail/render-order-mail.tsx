import { render } from '@react-email/components';
import type { ReactElement } from 'react';
import type { MailShop } from './mail-links';
import { type OrderMailFacts, type OrderMailKind, subjectOf } from './order-mail-facts';
import { NewOrderNotice } from './templates/new-order-notice';
import { OrderCancelled } from './templates/order-cancelled';
import { OrderConfirmation } from './templates/order-confirmation';
import { OrderDispatched } from './templates/order-dispatched';
import { OrderProofSent } from './templates/order-proof-sent';

/** An e-mail ready for the SMTP server: both parts given, so no provider copies the text into the HTML. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

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

/** The HTML part (every shopper value escaped by React) and the plain-text part drawn from it. */
export async function renderOrderMail(
  kind: OrderMailKind,
  facts: OrderMailFacts,
  shop: MailShop,
): Promise<RenderedMail> {
  const template = templateOf(kind, facts, shop);
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return { subject: subjectOf(kind, facts.orderNumber), html, text };
}
