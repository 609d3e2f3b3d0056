import { z } from 'zod';
import { customerSchema, orderInputSchema } from './order';

/**
 * PATCH /api/orders/:id (staff): the parts of an order to correct before dispatch. `customer` holds only
 * the fields that change; `items` is the whole new list of lines, each as create-order takes it. The
 * server prices the lines again from the catalogue.
 */
export const orderCorrectionSchema = z
  .strictObject(
    {
      customer: customerSchema.partial().strict(),
      items: orderInputSchema.shape.items,
      /** The order's `updatedAt` as the editor read it: a correction of an order changed since is a 409. */
      updatedAt: z.iso.datetime({
        offset: true,
        error: 'updatedAt must be the order’s updatedAt as read (an ISO date)',
      }),
    },
    { error: 'The correction must be a JSON object' },
  )
  .partial()
  .refine(
    (correction) => correction.items !== undefined || Object.keys(correction.customer ?? {}).length > 0,
    {
      message: "Say what to correct: the customer's details (customer) or the order's lines (items)",
    },
  );
export type OrderCorrection = z.input<typeof orderCorrectionSchema>;
export type ValidOrderCorrection = z.output<typeof orderCorrectionSchema>;

/** The 409 of a correction that lost a race: someone changed the order between its read and its write. */
export const ORDER_CHANGED_MEANWHILE =
  'Someone else changed this order at the same moment. Reload it and make your correction again.';

/** The 400 of a correction that leaves the order as it was. */
export const CORRECTION_CHANGES_NOTHING = 'This correction changes nothing on the order';
