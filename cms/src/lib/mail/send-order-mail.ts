import type { Core } from '@strapi/strapi';
import {
  fromAddress,
  type MailSettings,
  mailIsConfigured,
  mailSettings,
  type OrderMail,
} from '../orders/order-mail';
import { mailShop } from './mail-shop';
import { renderOrderMail } from './render-order-mail';

const RETRIES = 3;

function retryDelayMs(base: number, attempt: number): number {
  return (Number.isFinite(base) && base >= 0 ? base : 5000) * 4 ** attempt;
}

/** Writes the mail and sends it through the email plugin, from the shop's name. */
async function sendOrderMail(strapi: Core.Strapi, mail: OrderMail, settings: MailSettings): Promise<void> {
  const shop = await mailShop(strapi);
  const { subject, html, text } = await renderOrderMail(mail.kind, mail.facts, shop);
  const address = fromAddress(settings.from);
  await strapi
    .plugin('email')
    .service('email')
    .send({ to: mail.to, from: address ? { name: shop.name, address } : undefined, subject, html, text });
}

/** Sends in the background, after the order is stored: a failure is logged and retried, never the order's. */
export function sendLater(strapi: Core.Strapi, mail: OrderMail): void {
  const settings = mailSettings(strapi);
  if (!mailIsConfigured(settings)) return;
  const about = `E-mail ${mail.kind} of order #${mail.facts.orderNumber} to ${mail.to}`;
  void (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        await sendOrderMail(strapi, mail, settings);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt >= RETRIES) {
          strapi.log.error(`${about} failed ${attempt + 1} times, giving up: ${reason}`);
          return;
        }
        strapi.log.warn(`${about} failed (${reason}); trying again.`);
        await new Promise((resolve) =>
          setTimeout(resolve, retryDelayMs(settings.retryDelayMs, attempt)).unref(),
        );
      }
    }
  })();
}
