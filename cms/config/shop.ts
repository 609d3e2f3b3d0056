import type { Core } from '@strapi/strapi';

/**
 * The shop's own settings from the environment, read here and nowhere else in `src/`
 * (`strapi.config.get('shop')`). Every variable is listed with its default in `.env.example`.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** The built storefront the server answers pages from; empty: `storefront/dist` beside the cms. */
  storefrontDir: env('STOREFRONT_DIR', ''),
  /** A fresh database gets the demo catalogue unless SEED_DEMO is 'false'. */
  seedDemo: env('SEED_DEMO', 'true') !== 'false',
  /** "Today" and the dashboard's days follow this zone, not the server's. */
  timezone: env('SHOP_TIMEZONE', 'Asia/Karachi').trim(),
  /** How long requests under way may take to finish on SIGTERM before Strapi shuts down. */
  shutdownGraceMs: Number(env('SHUTDOWN_GRACE_MS', '25000')),
  /** The staff account ensured at start; both empty: none. */
  staff: account(env('STAFF_EMAIL', ''), env('STAFF_PASSWORD', '')),
  /** The Strapi panel's owner, created at the first start (see lib/setup/panel-admin.ts). */
  panelAdmin: {
    ...account(env('PANEL_ADMIN_EMAIL', ''), env('PANEL_ADMIN_PASSWORD', '')),
    credentialsFile: env('PANEL_ADMIN_CREDENTIALS_FILE', '').trim(),
  },
  mail: {
    smtpHost: env('SMTP_HOST', '').trim(),
    from: env('SMTP_FROM', ''),
    staffNotifyEmail: env('STAFF_NOTIFY_EMAIL', '').trim(),
    retryDelayMs: Number(env('MAIL_RETRY_DELAY_MS', '5000')),
    /** How often each instance looks for due mails in the outbox (besides right after an order). */
    outboxPollMs: Number(env('MAIL_OUTBOX_POLL_MS', '5000')),
  },
  /** The proofs the server draws of personalised order lines (lib/proofs/): how often to look, the first retry wait. */
  proofs: {
    pollMs: Number(env('PROOF_POLL_MS', '5000')),
    retryDelayMs: Number(env('PROOF_RETRY_DELAY_MS', '5000')),
  },
  /**
   * The owner's limits on one order until staff save their own on the Shop settings screen; empty: 20
   * units of one item and 3 orders waiting per phone (contracts). Test servers raise them, as they do
   * the rate limits.
   */
  orderLimitDefaults: {
    maxUnitsPerOrder: wholeNumberOrNull(env('DEFAULT_MAX_UNITS_PER_ORDER', '')),
    maxWaitingOrdersPerPhone: wholeNumberOrNull(env('DEFAULT_MAX_WAITING_ORDERS_PER_PHONE', '')),
  },
  /** Shares rate-limit counters across instances; empty: counted per process. */
  redisUrl: env('REDIS_URL', ''),
  /** `points/seconds` overrides per bucket (e.g. `100/60`); empty: the bucket's default. */
  rateLimits: {
    login: env('RATE_LIMIT_LOGIN', ''),
    loginEmail: env('RATE_LIMIT_LOGIN_EMAIL', ''),
    loginAccount: env('RATE_LIMIT_LOGIN_ACCOUNT', ''),
    order: env('RATE_LIMIT_ORDER', ''),
    review: env('RATE_LIMIT_REVIEW', ''),
    contact: env('RATE_LIMIT_CONTACT', ''),
    customImage: env('RATE_LIMIT_CUSTOM_IMAGE', ''),
    track: env('RATE_LIMIT_TRACK', ''),
    proofAnswer: env('RATE_LIMIT_PROOF_ANSWER', ''),
    discountCheck: env('RATE_LIMIT_DISCOUNT_CHECK', ''),
    setPassword: env('RATE_LIMIT_SET_PASSWORD', ''),
    customImageHourly: env('RATE_LIMIT_CUSTOM_IMAGE_HOURLY', ''),
    customImagePixels: env('RATE_LIMIT_CUSTOM_IMAGE_PIXELS', ''),
  },
});

/** An account's e-mail (trimmed, lower case) and password; empty when unset. */
function account(email: string, password: string) {
  return { email: email.trim().toLowerCase(), password };
}

/** A positive whole number, or null when the variable is empty or is not one. */
function wholeNumberOrNull(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : null;
}
