import { z } from 'zod';
import { orderStatusSchema } from './order-lifecycle';
import { orderSourceSchema } from './order-source';

/** Sales of a period: orders not cancelled or returned, their revenue and the average order (0 when none). */
const periodSchema = z.object({ orders: z.number(), revenue: z.number(), averageOrder: z.number() });

const stockAlertSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(['product', 'template']),
  stock: z.number(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

/** GET /api/admin/dashboard-summary (staff only): what the shop owner reads first each morning. */
export const dashboardSummarySchema = z.object({
  periods: z.object({ today: periodSchema, last7Days: periodSchema, last30Days: periodSchema }),
  /** One entry per day for the last 30 days, oldest first, dates as YYYY-MM-DD (the shop's time zone); sales only. */
  dailyOrders: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
  /** How many orders are in each state now. */
  ordersByStatus: z.record(orderStatusSchema, z.number()),
  cashOnDelivery: z.object({
    /** Cash the couriers hold or will collect: dispatched, not yet delivered. */
    outstanding: z.number(),
    outstandingOrders: z.number(),
    collectedLast30Days: z.number(),
    /** returned / (delivered + returned) over 30 days; null when no parcel was delivered or returned. */
    returnRateLast30Days: z.number().nullable(),
    /** The cash each courier is to collect (dispatched, not yet delivered), most first, to reconcile what each owes. */
    byCourier: z.array(z.object({ courier: z.string(), orders: z.number(), cash: z.number() })),
    /** Parcels returned in the last 30 days and the delivery charges paid for them: a loss. */
    returnedLast30Days: z.object({ orders: z.number(), deliveryLoss: z.number() }),
  }),
  /** Sales of the last 30 days per source (website, phone, WhatsApp...), every source listed, in ORDER_SOURCES' order. */
  salesBySourceLast30Days: z
    .array(z.object({ source: orderSourceSchema, orders: z.number(), revenue: z.number() }))
    .default([]),
  /**
   * Discount codes (issue #34 item 8) on the last 30 days' sales: the rupees given and, per code, its
   * orders and rupees, most orders first (optional for
   * clients of servers from before codes).
   */
  discounts: z
    .object({
      givenLast30Days: z.number(),
      ordersLast30Days: z.number(),
      byCode: z.array(z.object({ code: z.string(), orders: z.number(), given: z.number() })),
    })
    .optional(),
  /** Stock 1 to 10, lowest first. */
  lowStock: z.array(stockAlertSchema),
  outOfStock: z.array(stockAlertSchema),
  newestOrders: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      customerName: z.string(),
      itemCount: z.number(),
      total: z.number(),
      status: orderStatusSchema.default('placed'),
      createdAt: z.string(),
    }),
  ),
  newestMessages: z.array(
    z.object({
      _id: z.string(),
      name: z.string().nullable(),
      message: z.string().nullable(),
      date: z.string(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
