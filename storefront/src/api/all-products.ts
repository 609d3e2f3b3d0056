import { FETCH_LIMIT } from '@shop/contracts';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { afterNextPaint } from '@/lib/after-next-paint';
import { apiRequest } from '@/lib/api-client';
import { bulkListItems } from './bulk-list-items';
import type { CatalogueItem } from './catalogue-item';

export const ALL_PRODUCTS_PATH = `/products/all-products?limit=${FETCH_LIMIT}`;

const allProductsSchema = z.object({ products: z.array(z.unknown()) });

export async function fetchAllProducts(path: string): Promise<CatalogueItem[]> {
  // The list is large: the page's frame and skeletons paint first, then it downloads.
  await afterNextPaint();
  const { products } = await apiRequest(path, { schema: allProductsSchema });
  return bulkListItems(products, 'product');
}

/** Every product, fetched once for the listing page to filter in the browser (spec point 4). */
export function useAllProducts(): { items: CatalogueItem[]; isLoading: boolean } {
  const { data, isLoading } = useSWR(ALL_PRODUCTS_PATH, fetchAllProducts, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    onError: (error) => console.warn('Failed to load products', error),
  });
  return { items: data ?? [], isLoading };
}
