import type { Core } from '@strapi/strapi';
import { formatRupees, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts';
import { type ShopConfig, shopConfig } from '../shop-config';

/** One e-mail, as Strapi's email plugin takes it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const RETRIES = 3;

/** What the e-mails need to know: the SMTP settings of `config/shop.ts` and the shop's public URL. */
export type MailSettings = ShopConfig['mail'] & { publicUrl: string };

export function mailSettings(strapi: Core.Strapi): MailSettings {
  return { ...shopConfig(strapi).mail, publicUrl: String(strapi.config.get('server.url') ?? '') };
}

/** Order e-mails go out only when an SMTP server is configured. */
export function mailIsConfigured(settings: Pick<MailSettings, 'smtpHost'>): boolean {
  return settings.smtpHost !== '';
}

/** Said once at start-up, so a shop without SMTP knows why nobody gets e-mails. */
export function reportMailSetup(strapi: Core.Strapi) {
  const settings = mailSettings(strapi);
  if (mailIsConfigured(settings)) strapi.log.info(`Order e-mails are sent through ${settings.smtpHost}.`);
  else
    strapi.log.warn(
      'SMTP_HOST is not set: no order e-mails are sent (staff notices, confirmations, dispatch).',
    );
}

function retryDelayMs(base: number, attempt: number): number {
  return (Number.isFinite(base) && base >= 0 ? base : 5000) * 4 ** attempt;
}

/** Sends in the background, after the order is stored: a failure is logged and retried, never the order's. */
export function sendLater(strapi: Core.Strapi, mail: Mail): void {
  const settings = mailSettings(strapi);
  if (!mailIsConfigured(settings)) return;
  void (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        await strapi
          .plugin('email')
          .service('email')
          .send({ ...mail, from: settings.from || undefined });
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt >= RETRIES) {
          strapi.log.error(
            `E-mail "${mail.subject}" to ${mail.to} failed ${attempt + 1} times, giving up: ${reason}`,
          );
          return;
        }
        strapi.log.warn(`E-mail "${mail.subject}" to ${mail.to} failed (${reason}); trying again.`);
        await new Promise((resolve) =>
          setTimeout(resolve, retryDelayMs(settings.retryDelayMs, attempt)).unref(),
        );
      }
    }
  })();
}

function trackingLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/track-order/${token}`;
}

// biome-ignore lint/suspicious/noExplicitAny: an order's items and customer are JSON fields, untyped in the content type
function itemLines(order: any): string[] {
  // biome-ignore lint/suspicious/noExplicitAny: an order's items and customer are JSON fields, untyped in the content type
  return (Array.isArray(order.items) ? order.items : []).map((item: any) => {
    const options = [item.size, item.frame].filter(Boolean).join(', ');
    return `- ${item.quantity} x ${item.name}${options ? ` (${options})` : ''}: ${formatRupees(item.price * item.quantity)}`;
  });
}

/** The staff notice of a new order and, when the shopper gave an e-mail, the shopper's confirmation. */
// biome-ignore lint/suspicious/noExplicitAny: an order's items and customer are JSON fields, untyped in the content type
export function orderPlacedMails(order: any, settings: MailSettings): Mail[] {
  const mails: Mail[] = [];
  const customer = order.customer ?? {};
  const summary = [...itemLines(order), `Total: ${formatRupees(order.total)} (${order.paymentMethod})`];
  const staff = settings.staffNotifyEmail;
  if (staff) {
    mails.push({
      to: staff,
      subject: `New order #${order.orderNumber}`,
      text: [
        `New order #${order.orderNumber} from ${customer.name}, ${customer.phone}.`,
        `${customer.address}, ${customer.city}`,
        '',
        ...summary,
      ].join('\n'),
    });
  }
  if (customer.email) {
    mails.push({
      to: customer.email,
      subject: `Your order #${order.orderNumber}`,
      text: [
        `Thank you for your order, ${customer.name}!`,
        `Order number: ${order.orderNumber}`,
        '',
        ...summary,
        '',
        'We will call you to confirm it before we start printing.',
        `Follow your order here: ${trackingLink(settings.publicUrl, order.trackingToken)}`,
      ].join('\n'),
    });
  }
  return mails;
}

// biome-ignore lint/suspicious/noExplicitAny: an order's items and customer are JSON fields, untyped in the content type
const SHOPPER_NEWS: Partial<Record<OrderStatus, (order: any) => string[]>> = {
  dispatched: (order) => [
    `Your order #${order.orderNumber} is on its way.`,
    `Courier: ${order.courier}`,
    `Tracking number: ${order.trackingNumber}`,
    `Please keep ${formatRupees(order.total)} ready for the courier.`,
  ],
  cancelled: (order) => [
    `Your order #${order.orderNumber} has been cancelled.`,
    'If this is a surprise, please reply to this e-mail or call us.',
  ],
};

/** The shopper's e-mail for a move they should hear about (dispatch, cancellation); none for the others. */
// biome-ignore lint/suspicious/noExplicitAny: an order's items and customer are JSON fields, untyped in the content type
export function statusChangedMails(order: any, status: OrderStatus, settings: MailSettings): Mail[] {
  const news = SHOPPER_NEWS[status];
  const email = order.customer?.email;
  if (!news || !email) return [];
  return [
    {
      to: email,
      subject: `Order #${order.orderNumber}: ${ORDER_STATUS_LABELS[status]}`,
      text: [
        ...news(order),
        '',
        `Follow your order here: ${trackingLink(settings.publicUrl, order.trackingToken)}`,
      ].join('\n'),
    },
  ];
}
