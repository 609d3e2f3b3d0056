import { HOME_LIST_LIMIT, HOME_REFRESH_MS, apiPath } from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { answerSchema } from './load-answer-schemas';
import { type CatalogueItem, productToItem } from './catalogue-item';

export const NEWEST_PRODUCTS_PATH = apiPath('newestProducts', {}, { limit: String(HOME_LIST_LIMIT) });

export async function fetchNewestProducts(path: string): Promise<CatalogueItem[]> {
  const products = await apiRequest(path, { loadSchema: answerSchema('newestProductsSchema') });
  return products.slice(0, HOME_LIST_LIMIT).map(productToItem);
}

/**
 * Home 'Latest Products': the 8 newest, refetched every minute; a failure is only logged (spec point 8).
 * Nothing is asked for while `wanted` is false: the list is loading until then.
 */
export function useNewestProducts(wanted = true): { products: CatalogueItem[]; isLoading: boolean } {
  const { data, isLoading } = useSWR(wanted ? NEWEST_PRODUCTS_PATH : null, fetchNewestProducts, {
    refreshInterval: HOME_REFRESH_MS,
    onError: (error) => console.warn('Failed to load the latest products', error),
  });
  return { products: data ?? [], isLoading: isLoading || !wanted };
}
