import { z } from 'zod';

const periodSchema = z.object({ orders: z.number(), revenue: z.number() });

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
  /** One entry per day for the last 30 days, oldest first, dates as YYYY-MM-DD (server time zone). */
  dailyOrders: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
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
