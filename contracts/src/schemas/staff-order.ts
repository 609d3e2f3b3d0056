import type { z } from 'zod';
import { orderInputSchema, staffOrderCustomerSchema } from './order';
import { orderSourceSchema } from './order-source';

/** POST /api/orders (staff): the create-order body with the customer's e-mail optional, plus where the order came from. */
export const staffOrderInputSchema = orderInputSchema.extend({
  customer: staffOrderCustomerSchema,
  source: orderSourceSchema,
});
export type StaffOrderInput = z.input<typeof staffOrderInputSchema>;
export type ValidStaffOrderInput = z.output<typeof staffOrderInputSchema>;
