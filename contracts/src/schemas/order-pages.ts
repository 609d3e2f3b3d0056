import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { orderListQuerySchema } from './order-lifecycle';
import { orderSchema } from './order';
import { orderSourceSchema } from './order-source';

/** Orders on one page of the staff orders screen. */
export const STAFF_ORDERS_PAGE_SIZE = 50;
/** The most orders one page of GET /api/orders/all-orders holds. */
export const ORDERS_PAGE_SIZE_MAX = 100;
/** Longest search text of the staff orders screen. */
export const ORDERS_SEARCH_MAX = 200;

const wholeNumber = (name: string, pattern: RegExp, rule: string) =>
  z
    .string({ error: `${name} must be ${rule}` })
    .regex(pattern, `${name} must be ${rule}`)
    .transform(Number);

/**
 * GET /api/orders/all-orders: `status` as before; `page` and `pageSize` ask for one page (either one
 * alone takes the other's default), `search` matches order number, customer name or e-mail, `source`
 * keeps the orders from one source (`website` includes orders stored before sources existed).
 */
export const allOrdersQuerySchema = orderListQuerySchema
  .extend({
    page: wholeNumber('page', /^[1-9]\d{0,5}$/, 'a whole number from 1').optional(),
    pageSize: wholeNumber('pageSize', /^[1-9]\d{0,5}$/, `a whole number from 1 to ${ORDERS_PAGE_SIZE_MAX}`)
      .refine(
        (size) => size <= ORDERS_PAGE_SIZE_MAX,
        `pageSize must be a whole number from 1 to ${ORDERS_PAGE_SIZE_MAX}`,
      )
      .optional(),
    search: z
      .string({ error: 'search must be one text' })
      .max(ORDERS_SEARCH_MAX, `search must be at most ${ORDERS_SEARCH_MAX} characters`)
      .refine((text) => !text.includes('\u0000'), 'search contains a NUL character')
      .transform((text) => text.trim())
      .optional(),
    source: orderSourceSchema.optional(),
  })
  .transform(({ page, pageSize, ...query }) => ({
    ...query,
    search: query.search || undefined,
    paging:
      page === undefined && pageSize === undefined
        ? null
        : { page: page ?? 1, pageSize: pageSize ?? STAFF_ORDERS_PAGE_SIZE },
  }));
export type AllOrdersQuery = z.output<typeof allOrdersQuerySchema>;

/** Orders in each state, whatever the page, the search and the status asked for. */
export const orderStatusCountsSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number()])) as Record<
    (typeof ORDER_STATUSES)[number],
    z.ZodNumber
  >,
);
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;

/** One page of GET /api/orders/all-orders?page=&pageSize=: `total` counts the matching orders. */
export const orderPageSchema = z.object({
  orders: z.array(orderSchema),
  meta: z.object({
    page: z.number(),
    pageSize: z.number(),
    pageCount: z.number(),
    total: z.number(),
  }),
  counts: orderStatusCountsSchema,
});
export type OrderPage = z.infer<typeof orderPageSchema>;
