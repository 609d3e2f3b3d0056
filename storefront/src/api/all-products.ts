import { FETCH_LIMIT } from '@shop/contracts';
import useSWR from 'swr';
import { fetchBulkList } from './bulk-list-items';
import type { CatalogueItem } from './catalogue-item';

export const ALL_PRODUCTS_PATH = `/products/all-products?limit=${FETCH_LIMIT}`;

export function fetchAllProducts(path: string): Promise<CatalogueItem[]> {
  return fetchBulkList(path, 'product');
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
