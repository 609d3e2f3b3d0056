import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { DashboardSummary, StockAlert } from '@shop/contracts';
import { unauthorized } from '../../../lib/errors';
import { countLoginAttempt, forgetLoginAttempt } from '../../../lib/login-attempts';
import { STAFF_ROLE_TYPE } from '../../../lib/staff-auth';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOW_STOCK_LIMIT = 10;

/** YYYY-MM-DD of a moment in the server's time zone. */
function dayKey(moment: Date): string {
  const local = new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

function startOfToday(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

let dummy: Promise<string> | null = null;
/** A hash of a random password made as the plugin hashes real ones (same bcrypt cost). */
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
      throw unauthorized('Invalid email or password');
    }
    await forgetLoginAttempt(account, ip);
    return { token: strapi.plugin('users-permissions').service('jwt').issue({ id: user.id }) as string };
  },

  async dashboardSummary(now = new Date()): Promise<DashboardSummary> {
    const today = startOfToday(now);
    const since30 = new Date(today.getTime() - 29 * DAY_MS);
    const since7 = new Date(today.getTime() - 6 * DAY_MS);
    const orders = await strapi.documents('api::order.order').findMany({
      filters: { createdAt: { $gte: since30.toISOString() } } as any,
      fields: ['orderNumber', 'total', 'items', 'customer', 'createdAt'],
      sort: 'createdAt:desc',
      limit: 100_000,
    });

    const period = (from: Date) => {
      const inPeriod = orders.filter((o: any) => new Date(o.createdAt) >= from);
      return {
        orders: inPeriod.length,
        revenue: inPeriod.reduce((sum: number, o: any) => sum + (o.total ?? 0), 0),
      };
    };
    const daily = new Map<string, { orders: number; revenue: number }>();
    for (let day = 0; day < 30; day++)
      daily.set(dayKey(new Date(since30.getTime() + day * DAY_MS)), { orders: 0, revenue: 0 });
    for (const order of orders as any[]) {
      const entry = daily.get(dayKey(new Date(order.createdAt)));
      if (entry) {
        entry.orders += 1;
        entry.revenue += order.total ?? 0;
      }
    }

    const stockAlerts = async (filters: object): Promise<StockAlert[]> => {
      const query = { filters, fields: ['name', 'stock'], sort: 'stock:asc', limit: 50 } as any;
      const [products, templates] = await Promise.all([
        strapi.documents('api::product.product').findMany(query),
        strapi.documents('api::template.template').findMany(query),
      ]);
      return [
        ...products.map((p: any) => ({
          _id: p.documentId,
          name: p.name,
          kind: 'product' as const,
          stock: p.stock,
        })),
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
      periods: { today: period(today), last7Days: period(since7), last30Days: period(since30) },
      dailyOrders: [...daily].map(([date, entry]) => ({ date, ...entry })),
      lowStock,
      outOfStock,
      newestOrders: (orders as any[]).slice(0, 5).map((o) => ({
        _id: o.documentId,
        orderNumber: o.orderNumber,
        customerName: o.customer?.name ?? '',
        itemCount: Array.isArray(o.items)
          ? o.items.reduce((n: number, i: any) => n + (i.quantity ?? 0), 0)
          : 0,
        total: o.total,
        createdAt: new Date(o.createdAt).toISOString(),
      })),
      newestMessages: messages.map((m: any) => ({
        _id: m.documentId,
        name: m.name ?? null,
        message: m.message ?? null,
        date: new Date(m.createdAt).toISOString(),
      })),
    };
  },
});
