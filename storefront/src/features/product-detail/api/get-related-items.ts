import { RELATED_LIMIT, apiPath } from '@shop/contracts';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { type CatalogueItem, productToItem, templateToItem } from '@/api/catalogue-item';
import { productListItemSchema, templateListItemSchema } from '@/api/catalogue-item-schema';
import { apiRequest } from '@/lib/api-client';
import type { DetailKind } from '../lib/detail-item';

export function relatedItemsPath(kind: DetailKind, id: string): string {
  return apiPath(kind === 'product' ? 'relatedProducts' : 'relatedTemplates', { id });
}

const relatedProductsSchema = z.array(productListItemSchema);
const relatedTemplatesSchema = z.array(templateListItemSchema);

export async function fetchRelatedProducts(path: string): Promise<CatalogueItem[]> {
  return (await apiRequest(path, { schema: relatedProductsSchema })).map(productToItem);
}

export async function fetchRelatedTemplates(path: string): Promise<CatalogueItem[]> {
  return (await apiRequest(path, { schema: relatedTemplatesSchema })).map(templateToItem);
}

/**
 * 'You May Also Like': at most 8, never the item itself; a failure is only logged (spec point 8).
 * Nothing is asked for while `wanted` is false: the list is loading until then.
 */
export function useRelatedItems(kind: DetailKind, id: string, wanted = true) {
  const { data, isLoading } = useSWR(
    wanted ? relatedItemsPath(kind, id) : null,
    kind === 'product' ? fetchRelatedProducts : fetchRelatedTemplates,
    {
      revalidateOnFocus: false,
      onError: (error) => console.warn('Failed to load related products', error),
    },
  );
  const items = (data ?? []).filter((item) => item.id !== id).slice(0, RELATED_LIMIT);
  return { items, isLoading: isLoading || !wanted };
}
