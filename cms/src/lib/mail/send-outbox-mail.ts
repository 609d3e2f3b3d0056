import type { Core } from '@strapi/strapi';
import { fromAddress, mailSettings } from '../orders/order-mail';
import { newPasswordLink } from '../password-links';
import type { MailShop } from './mail-links';
import { shopIdentity } from '../shop-identity';
import { isOrderMail, type OutboxMail } from './outbox-mail';
import { renderOrderMail } from './render-order-mail';
import type { RenderedMail } from './rendered-mail';
import { renderStaffPasswordMail } from './render-staff-password-mail';

/** The mail's parts; a set-password mail gets its link now, which ends the account's older link. */
async function renderedMail(strapi: Core.Strapi, mail: OutboxMail, shop: MailShop): Promise<RenderedMail> {
  if (isOrderMail(mail)) return renderOrderMail(mail.kind, mail.facts, shop);
  const { link } = await newPasswordLink(strapi, mail.facts.accountId, mail.facts.purpose, shop.origin);
  return renderStaffPasswordMail(mail.facts, link, shop);
}

/** Writes the mail with the shop's current details and sends it through the email plugin, from the shop's name. */
export async function sendOutboxMail(strapi: Core.Strapi, mail: OutboxMail): Promise<void> {
  const shop = await shopIdentity(strapi);
  const { subject, html, text } = await renderedMail(strapi, mail, shop);
  const address = fromAddress(mailSettings(strapi).from);
  await strapi
    .plugin('email')
    .service('email')
    .send({ to: mail.to, from: address ? { name: shop.name, address } : undefined, subject, html, text });
}
