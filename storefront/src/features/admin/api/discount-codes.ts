import {
  API_ROUTES,
  apiPath,
  type DiscountCode,
  type DiscountCodeChange,
  type DiscountCodeInput,
  discountCodeListSchema,
  discountCodeSchema,
} from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const DISCOUNT_CODES_PATH = apiPath('discountCodes');

export function useDiscountCodes() {
  return useSWR(DISCOUNT_CODES_PATH, (path: string) => apiRequest(path, { schema: discountCodeListSchema }), {
    onError: (error) => {
      console.warn('Failed to fetch discount codes', error);
      toast.error('Failed to fetch discount codes', { toastId: 'fetch-discount-codes' });
    },
  });
}

/** POST /discount-codes (staff). */
export function createDiscountCode(input: DiscountCodeInput): Promise<DiscountCode> {
  return apiRequest(DISCOUNT_CODES_PATH, {
    method: API_ROUTES.createDiscountCode.method,
    body: input,
    schema: discountCodeSchema,
  });
}

/** PATCH /discount-codes/{id} with the fields that change (staff). */
export function updateDiscountCode(id: string, change: DiscountCodeChange): Promise<DiscountCode> {
  return apiRequest(apiPath('updateDiscountCode', { id }), {
    method: API_ROUTES.updateDiscountCode.method,
    body: change,
    schema: discountCodeSchema,
  });
}

/** DELETE /discount-codes/{id} (staff). */
export async function deleteDiscountCode({ id }: { id: string }): Promise<void> {
  await apiRequest(apiPath('deleteDiscountCode', { id }), { method: API_ROUTES.deleteDiscountCode.method });
}
