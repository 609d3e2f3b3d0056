import { z } from 'zod';
import { ORDER_LIMIT_LABELS, type OrderLimitKind } from '../rules/order-limits';

const LIMIT_KINDS = Object.keys(ORDER_LIMIT_LABELS) as [OrderLimitKind, ...OrderLimitKind[]];

/** One order attempt an owner's limit refused, as staff see it. */
export const stoppedOrderSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  limit: z.enum(LIMIT_KINDS),
  /** The refusal the shopper read. */
  message: z.string(),
  phone: z.string(),
  customerName: z.string(),
  city: z.string(),
  /** The lines asked for: item, size, frame and quantity. */
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      size: z.string().nullable(),
      frame: z.string().nullable(),
      quantity: z.number(),
    }),
  ),
  /** The client's address as the rate limits count it (an IPv4 address, an IPv6 /64). */
  clientAddress: z.string(),
});
export type StoppedOrder = z.infer<typeof stoppedOrderSchema>;

/** GET /api/orders/stopped (staff only): the newest refused attempts first; older ones are not kept. */
export const stoppedOrdersSchema = z.object({ stoppedOrders: z.array(stoppedOrderSchema) });
export type StoppedOrders = z.infer<typeof stoppedOrdersSchema>;
