import { z } from 'zod';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../order-status';
import { RULE_TEXTS, ruleText } from '../rules/rule-texts';

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
});

/** One line of an order's history; entries are only ever appended. `by` is the staff e-mail, or `shop`. */
export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  by: z.string(),
  note: z.string().nullable().optional(),
  /** Only on a staff correction (PATCH /api/orders/:id): what changed, in words; the status stays. */
  changes: z.string().optional(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** Who wrote the first history entry of every order. */
export const SHOP_ACTOR = 'shop';

function optionalLine(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** PATCH /api/orders/:id/status (staff): the move, and what that move needs. */
export const orderStatusChangeSchema = z
  .strictObject(
    {
      status: orderStatusSchema,
      note: optionalLine('Note', 500),
      courier: optionalLine('Courier', 100),
      trackingNumber: optionalLine('Tracking number', 100),
    },
    { error: 'The status change must be a JSON object' },
  )
  .superRefine((change, ctx) => {
    if (change.status === 'dispatched') {
      if (!change.courier)
        ctx.addIssue({
          code: 'custom',
          path: ['courier'],
          message: `${ORDER_STATUS_LABELS.dispatched} needs the courier`,
        });
      if (!change.trackingNumber)
        ctx.addIssue({
          code: 'custom',
          path: ['trackingNumber'],
          message: `${ORDER_STATUS_LABELS.dispatched} needs the tracking number`,
        });
    }
    if (change.status === 'cancelled' && !change.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Cancelling needs a reason' });
    }
  });
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;
export type ValidOrderStatusChange = z.output<typeof orderStatusChangeSchema>;

/** An order number as a shopper may copy or type it: ` #261122-7kq3m ` is the order 261122-7KQ3M. */
export function orderNumberAsTyped(typed: string): string {
  return typed.trim().replace(/^#\s*/, '').toUpperCase();
}

/** GET /api/orders/track?number=&phone= : both are needed, the phone as typed at the checkout. */
export const orderTrackingQuerySchema = z.object({
  number: z
    .string({ error: RULE_TEXTS['tracking.enterNumber'] })
    .overwrite(orderNumberAsTyped)
    .min(1, RULE_TEXTS['tracking.enterNumber'])
    .max(40, ruleText('tracking.numberTooLong', { max: 40 })),
  phone: z
    .string({ error: RULE_TEXTS['tracking.enterPhone'] })
    .trim()
    .min(1, RULE_TEXTS['tracking.enterPhone'])
    .max(40, ruleText('tracking.phoneTooLong', { max: 40 })),
});
export type OrderTrackingQuery = z.infer<typeof orderTrackingQuerySchema>;

/** What a shopper may see of an order: never the address, the e-mail or the phone, nor who on staff moved it. */
export const orderTrackingSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  timeline: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  items: z.array(
    z.object({
      name: z.string(),
      /** The item's Urdu name when it was ordered, where staff had given one (Urdu pages show it). */
      nameUr: z.string().optional(),
      size: z.string().nullable().optional(),
      frame: z.string().nullable().optional(),
      quantity: z.number(),
      price: z.number(),
      /** Only on a line that needs approval and has a proof: the picture the shopper approves. */
      proofUrl: z.string().optional(),
    }),
  ),
  subtotal: z.number(),
  /** Only on an order placed with a discount code. */
  discountCode: z.string().optional(),
  discountAmount: z.number().optional(),
  deliveryCharge: z.number(),
  total: z.number(),
  createdAt: z.string(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** The message for an unknown number and for a wrong phone alike: nobody learns which. */
export const ORDER_NOT_FOUND_FOR_TRACKING = RULE_TEXTS['tracking.notFound'];

/** A private tracking link that opens no order: it says nothing of a number or phone nobody typed. */
export const TRACKING_LINK_NOT_VALID = RULE_TEXTS['tracking.linkNotValid'];

/** `?status=` of the staff order list and the courier export: one state, or every order. */
export const orderListQuerySchema = z.object({ status: orderStatusSchema.optional() });
