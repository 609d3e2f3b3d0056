import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  averageOrder,
  type DashboardSummary,
  LOW_STOCK_LIMIT,
  orderStatusOf,
  type StockAlert,
} from '@shop/contracts';
import { unauthorized } from '../../../lib/errors';
import { dailyOrderFigures, lifecycleFigures } from '../../../lib/orders/order-figures';
import { shopConfig } from '../../../lib/shop-config';
import { lastShopDays, type ShopDay, shopDate, shopTimeZone } from '../../../lib/shop-time';
import { cachedDashboard } from '../../../lib/orders/dashboard-cache';
import type { EncodedBody } from '../../../lib/serving/encoded-body';
import { countLoginAttempt, forgetLoginAttempt, slowDownLoginFailure } from '../../../lib/login-attempts';
import { requireStaffSession, STAFF_ROLE_TYPE } from '../../../lib/staff-auth';
import { endEverySession, endSession, newSessionClaims } from '../../../lib/staff-sessions';
import { ORDER_UID } from '../../../lib/orders/order-uid';

let dummy: Promise<string> | null = null;
/** A hash of a random password made as the plugin hashes real ones (same bcrypt cost). */
// biome-ignore lint/suspicious/noExplicitAny: the users-permissions user service is untyped
function dummyHash(users: any): Promise<string> {
  dummy ??= users
    .ensureHashedPasswords({ password: crypto.randomBytes(24).toString('base64') })
    .then((values: { password: string }) => values.password) as Promise<string>;
  return dummy;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A token for a staff account whose password matches; the same answer, in the same time, for every failure. */
  async login(email: string, password: string, ip: string) {
    const account = email.toLowerCase();
    await countLoginAttempt(account, ip);
    const user = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: account }, populate: ['role'] });
    const users = strapi.plugin('users-permissions').service('user');
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
    const claims = { id: user.id, ...newSessionClaims(strapi, user) };
    return { token: strapi.plugin('users-permissions').service('jwt').issue(claims) as string };
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

  /** The staff dashboard of the shop day of `now`, rebuilt only when a table it reads has changed. */
  async dashboardSummary(now = new Date()): Promise<DashboardSummary> {
    return (await this.cachedDashboard(now)).summary;
  },

  /** The dashboard summary of today, encoded once per version for every request answered it. */
  async encodedDashboardSummary(): Promise<EncodedBody> {
    return (await this.cachedDashboard(new Date())).body;
  },

  cachedDashboard(now: Date) {
    const zone = shopTimeZone(shopConfig(strapi).timezone);
    // The 30 days' bounds are worked out only when the figures are built, not for every cached answer.
    return cachedDashboard(strapi, shopDate(now, zone), () =>
      this.buildDashboard(lastShopDays(now, 30, zone)),
    );
  },

  async buildDashboard(days: ShopDay[]): Promise<DashboardSummary> {
    const [dailyOrders, lifecycle, newest] = await Promise.all([
      dailyOrderFigures(strapi, days),
      lifecycleFigures(strapi, days[0].start),
      strapi.documents(ORDER_UID).findMany({
        fields: ['orderNumber', 'total', 'items', 'customer', 'status', 'createdAt'],
        sort: 'createdAt:desc',
        limit: 5,
      }),
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

    const stockAlerts = async (filters: object): Promise<StockAlert[]> => {
      // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
      const query = { filters, fields: ['name', 'stock'], sort: 'stock:asc', limit: 50 } as any;
      const [products, templates] = await Promise.all([
        strapi.documents('api::product.product').findMany(query),
        strapi.documents('api::template.template').findMany(query),
      ]);
      return [
        // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
        ...products.map((p: any) => ({
          _id: p.documentId,
          name: p.name,
          kind: 'product' as const,
          stock: p.stock,
        })),
        // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
        ...templates.map((t: any) => ({
          _id: t.documentId,
          name: t.name,
          kind: 'template' as const,
          stock: t.stock,
        })),
      ].sort((a, b) => a.stock - b.stock);
    };

    const [lowStock, outOfStock, messages] = await Promise.all([
      stockAlerts({ stock: { $gte: 1, $lte: LOW_STOCK_LIMIT } }),
      stockAlerts({ stock: { $lte: 0 } }),
      strapi
        .documents('api::message.message')
        .findMany({ fields: ['name', 'message', 'createdAt'], sort: 'createdAt:desc', limit: 5 }),
    ]);

    return {
      periods: { today: period(1), last7Days: period(7), last30Days: period(30) },
      dailyOrders,
      ...lifecycle,
      lowStock,
      outOfStock,
      // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
      newestOrders: (newest as any[]).map((o) => ({
        _id: o.documentId,
        orderNumber: o.orderNumber,
        customerName: o.customer?.name ?? '',
        itemCount: Array.isArray(o.items)
          ? // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
            o.items.reduce((n: number, i: any) => n + (i.quantity ?? 0), 0)
          : 0,
        total: o.total,
        status: orderStatusOf(o.status),
        createdAt: new Date(o.createdAt).toISOString(),
      })),
      // biome-ignore lint/suspicious/noExplicitAny: Document Service answers for dynamic fields/filters are untyped; the wire shape is checked by the contracts schemas
      newestMessages: messages.map((m: any) => ({
        _id: m.documentId,
        name: m.name ?? null,
        message: m.message ?? null,
        date: new Date(m.createdAt).toISOString(),
      })),
    };
  },
});
