import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { averageOrder, type DashboardSummary, orderStatusOf } from '@shop/contracts';
import { unauthorized } from '../../../lib/errors';
import { stockAlerts } from '../../../lib/catalogue/stock';
import { dailyOrderFigures, lifecycleFigures, salesBySource } from '../../../lib/orders/order-figures';
import { discountFigures } from '../../../lib/orders/dashboard-discounts';
import { shopConfig } from '../../../lib/shop-config';
import { lastShopDays, type ShopDay, shopDate, shopTimeZone } from '../../../lib/shop-time';
import { dashboardAnswer, getAnswer } from '../../../lib/serving/cached-answers';
import type { EncodedBody } from '../../../lib/serving/encoded-body';
import { countLoginAttempt, forgetLoginAttempt, slowDownLoginFailure } from '../../../lib/login-attempts';
import { setPasswordWithLink } from '../../../lib/password-links';
import { requireStaffSession, STAFF_ROLE_TYPE } from '../../../lib/staff-auth';
import { endEverySession, endSession, newSessionClaims } from '../../../lib/staff-sessions';
import { MESSAGE_UID, ORDER_UID, STAFF_USER_UID } from '../../../lib/content-types';
import { documentsOf } from '../../../lib/documents';
import type { StoredOrder } from '../../../lib/orders/stored-order';

let dummy: Promise<string> | null = null;
/** A hash of a random password made as the plugin hashes real ones (same bcrypt cost). */
/** The parts of the users-permissions user service (untyped by the plugin) that hash and check a password. */
interface PasswordService {
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
  validatePassword(password: string, hash: string): Promise<boolean>;
}

function dummyHash(users: PasswordService): Promise<string> {
  dummy ??= users
    .ensureHashedPasswords({ password: crypto.randomBytes(24).toString('base64') })
    .then((values) => values.password);
  return dummy;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A token for a staff account whose password matches; the same answer, in the same time, for every failure. */
  async login(email: string, password: string, ip: string) {
    const account = email.toLowerCase();
    await countLoginAttempt(account, ip);
    const user = await strapi.db
      .query(STAFF_USER_UID)
      .findOne({ where: { email: account }, populate: ['role'] });
    const users = strapi.plugin('users-permissions').service('user') as PasswordService;
    // An unknown e-mail still costs one bcrypt comparison, so the time does not tell which accounts exist.
    const passwordMatches = await users.validatePassword(
      password,
      user?.password || (await dummyHash(users)),
    );
    if (!user?.password || !passwordMatches || user.blocked || user.role?.type !== STAFF_ROLE_TYPE) {
      await slowDownLoginFailure(account);
      throw unauthorized('Invalid email or password');
    }
    await forgetLoginAttempt(account, ip);
    await strapi.db
      .query(STAFF_USER_UID)
      .update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
    const claims = { id: user.id, ...newSessionClaims(strapi, user) };
    return { token: strapi.plugin('users-permissions').service('jwt').issue(claims) as string };
  },

  /** A new password through a set-password link: once, before it expires; every session of the account ends. */
  async setPassword(token: string, password: string) {
    await setPasswordWithLink(strapi, token, password);
  },

  /** Ends the token in this Authorization header; it is refused from now on, whatever any cache holds. */
  async logout(header: unknown) {
    const { user, payload } = await requireStaffSession(strapi, header);
    const until = typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now() + 24 * 60 * 60 * 1000;
    await endSession(strapi, user.id, String(payload.sid), until);
  },

  /** Ends every token of the account issued until now. */
  async logoutEverywhere(accountId: number) {
    await endEverySession(strapi, accountId);
  },

  /** The staff dashboard of the shop day of `now`, encoded, built again only when a table it reads has changed. */
  encodedDashboardSummary(now = new Date()): Promise<EncodedBody> {
    const zone = shopTimeZone(shopConfig(strapi).timezone);
    // The 30 days' bounds are worked out only when the figures are built, not for every cached answer.
    return getAnswer(
      strapi,
      dashboardAnswer(strapi, shopDate(now, zone), () => this.buildDashboard(lastShopDays(now, 30, zone))),
    );
  },

  async buildDashboard(days: ShopDay[]): Promise<DashboardSummary> {
    const [dailyOrders, lifecycle, discounts, newest, bySource] = await Promise.all([
      dailyOrderFigures(strapi, days),
      lifecycleFigures(strapi, days[0].start),
      discountFigures(strapi, days[0].start),
      documentsOf(strapi, ORDER_UID).findMany({
        fields: ['orderNumber', 'total', 'items', 'customer', 'status', 'createdAt'],
        sort: 'createdAt:desc',
        limit: 5,
      }),
      salesBySource(strapi, days[0].start),
    ]);
    const period = (dayCount: number) => {
      const { orders, revenue } = dailyOrders
        .slice(-dayCount)
        .reduce((sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }), {
          orders: 0,
          revenue: 0,
        });
      return { orders, revenue, averageOrder: averageOrder(revenue, orders) };
    };

    const [lowStock, outOfStock, messages] = await Promise.all([
      stockAlerts(strapi, 'low'),
      stockAlerts(strapi, 'out'),
      documentsOf(strapi, MESSAGE_UID).findMany({
        fields: ['name', 'message', 'createdAt'],
        sort: 'createdAt:desc',
        limit: 5,
      }),
    ]);

    return {
      periods: { today: period(1), last7Days: period(7), last30Days: period(30) },
      dailyOrders,
      ...lifecycle,
      salesBySourceLast30Days: bySource,
      discounts,
      lowStock,
      outOfStock,
      newestOrders: (newest as StoredOrder[]).map((o) => ({
        _id: o.documentId,
        orderNumber: o.orderNumber,
        customerName: o.customer?.name ?? '',
        itemCount: Array.isArray(o.items) ? o.items.reduce((n, i) => n + (i?.quantity ?? 0), 0) : 0,
        total: o.total,
        status: orderStatusOf(o.status),
        createdAt: new Date(o.createdAt).toISOString(),
      })),
      newestMessages: messages.map((m) => ({
        _id: m.documentId,
        name: (m.name as string | null) ?? null,
        message: (m.message as string | null) ?? null,
        date: new Date(m.createdAt as string).toISOString(),
      })),
    };
  },
});
