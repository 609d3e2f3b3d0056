import { FETCH_LIMIT } from '@shop/contracts';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { afterNextPaint } from '@/lib/after-next-paint';
import { apiRequest } from '@/lib/api-client';
import { bulkListItems } from './bulk-list-items';
import type { CatalogueItem } from './catalogue-item';

export const ALL_TEMPLATES_PATH = `/custom-products/custom-product-templates?limit=${FETCH_LIMIT}`;

const allTemplatesSchema = z.object({ products: z.array(z.unknown()) });

export async function fetchAllTemplates(path: string): Promise<CatalogueItem[]> {
  // The list is large: the page's frame and skeletons paint first, then it downloads.
  await afterNextPaint();
  const { products } = await apiRequest(path, { schema: allTemplatesSchema });
  return bulkListItems(products, 'template');
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
