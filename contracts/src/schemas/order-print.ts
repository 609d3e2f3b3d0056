import { z } from 'zod';

/** The most orders one printed batch of slips or one production sheet holds. */
export const ORDERS_PRINTED_MAX = 100;

const ORDER_ID = /^[a-z0-9]{10,40}$/;

/**
 * GET /api/orders/invoices and /api/orders/production-sheet (staff): `ids`, the orders' `_id`s
 * separated by commas, in the order they are printed; a repeated id is printed once.
 */
export const orderPrintQuerySchema = z.object({
  ids: z
    .string({ error: 'ids must be one text: order ids separated by commas' })
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(ORDER_ID, 'ids must hold order ids separated by commas'))
        .min(1, 'ids must name at least one order')
        .max(ORDERS_PRINTED_MAX, `ids may name at most ${ORDERS_PRINTED_MAX} orders at once`),
    ),
});
export type OrderPrintQuery = z.infer<typeof orderPrintQuerySchema>;
