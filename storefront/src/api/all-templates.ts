import { FETCH_LIMIT, apiPath } from '@shop/contracts';
import useSWR from 'swr';
import { fetchBulkList } from './bulk-list-items';
import type { CatalogueItem } from './catalogue-item';

export const ALL_TEMPLATES_PATH = apiPath('templateCards', {}, { limit: String(FETCH_LIMIT) });

export function fetchAllTemplates(path: string): Promise<CatalogueItem[]> {
  return fetchBulkList(path, 'template');
}

/** Every customisable template, fetched once for the customize-products page (spec point 4). */
export function useAllTemplates(): { items: CatalogueItem[]; isLoading: boolean } {
  const { data, isLoading } = useSWR(ALL_TEMPLATES_PATH, fetchAllTemplates, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    onError: (error) => console.warn('Failed to load customizable products', error),
  });
  return { items: data ?? [], isLoading };
}
