import { productSchema, apiPath } from '@shop/contracts';
import { toast } from '@/lib/toast';
import useSWR from 'swr';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminImageSchema } from './admin-image';

export const ADMIN_PRODUCTS_PATH = apiPath('adminProducts');

export const adminProductSchema = z.object({
  ...productSchema.shape,
  productImages: z.array(adminImageSchema).default([]),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const adminProductListSchema = z.array(adminProductSchema);

export function fetchAdminProducts(path: string): Promise<AdminProduct[]> {
  return apiRequest(path, { schema: adminProductListSchema });
}

/** Every product for the staff list (GET /products/all-admin-products). */
export function useAdminProducts() {
  return useSWR(ADMIN_PRODUCTS_PATH, fetchAdminProducts, {
    onError: (error) => {
      console.warn('Failed to fetch products', error);
      toast.error('Failed to fetch products', { toastId: 'fetch-products' });
    },
  });
}
