import { apiPath, type DiscountCheck, type DiscountCheckInput, discountCheckSchema } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /discount-codes/check: what the code takes off this subtotal, or an ApiError saying why not. */
export function checkDiscountCode(input: DiscountCheckInput): Promise<DiscountCheck> {
  return apiRequest(apiPath('checkDiscountCode'), {
    method: 'POST',
    body: input,
    schema: discountCheckSchema,
  });
}
