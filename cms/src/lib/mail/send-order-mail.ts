import type { Core } from '@strapi/strapi';
import { fromAddress, mailSettings, type OrderMail } from '../orders/order-mail';
import { shopIdentity } from '../shop-identity';
import { renderOrderMail } from './render-order-mail';

/** Writes the mail with the shop's current details and sends it through the email plugin, from the shop's name. */
export async function sendOrderMail(strapi: Core.Strapi, mail: OrderMail): Promise<void> {
  const shop = await shopIdentity(strapi);
  const { subject, html, text } = await renderOrderMail(mail.kind, mail.facts, shop);
  const address = fromAddress(mailSettings(strapi).from);
  await strapi
    .plugin('email')
    .service('email')
    .send({ to: mail.to, from: address ? { name: shop.name, address } : undefined, subject, html, text });
}
