import type { OrderMail } from '../orders/order-mail';
import { ORDER_MAIL_KINDS } from './order-mail-facts';
import { STAFF_PASSWORD_MAIL_KIND, type StaffPasswordMail } from './staff-password-mail';

/** Every e-mail the outbox sends: an order's, or a staff account's set-password link. */
export type OutboxMail = OrderMail | StaffPasswordMail;

export const OUTBOX_MAIL_KINDS: readonly string[] = [...ORDER_MAIL_KINDS, STAFF_PASSWORD_MAIL_KIND];

/** A mail the outbox stores: its row's id and its tries so far. */
export type ClaimedMail = OutboxMail & { id: number; attempts: number };

export function isOrderMail<M extends OutboxMail>(mail: M): mail is Extract<M, OrderMail> {
  return mail.kind !== STAFF_PASSWORD_MAIL_KIND;
}

/** How the logs name a mail: its kind and what it is about. */
export function mailLabel(mail: OutboxMail): string {
  return isOrderMail(mail)
    ? `${mail.kind} of order #${mail.facts.orderNumber}`
    : `${mail.kind} (${mail.facts.purpose}) of staff account ${mail.facts.accountId}`;
}
