import { FETCH_LIMIT } from '@shop/contracts';
import useSWR from 'swr';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { type CatalogueItem, productListItemSchema, productToItem } from './catalogue-item';

export const ALL_PRODUCTS_PATH = `/products/all-products?limit=${FETCH_LIMIT}`;

const allProductsSchema = z.object({ products: z.array(productListItemSchema) });

export async function fetchAllProducts(path: string): Promise<CatalogueItem[]> {
  const { products } = await apiRequest(path, { schema: allProductsSchema });
  return products.map(productToItem);
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
