import { HOME_LIST_LIMIT, HOME_REFRESH_MS } from '@shop/contracts';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { useEmbeddedSWR } from './embedded-answer';
import { type CatalogueItem, productListItemSchema, productToItem } from './catalogue-item';

export const NEWEST_PRODUCTS_PATH = `/products/newly-added-products?limit=${HOME_LIST_LIMIT}`;

const newestProductsSchema = z.array(productListItemSchema);

const toItems = (products: z.infer<typeof newestProductsSchema>) =>
  products.slice(0, HOME_LIST_LIMIT).map(productToItem);

export async function fetchNewestProducts(path: string): Promise<CatalogueItem[]> {
  return toItems(await apiRequest(path, { schema: newestProductsSchema }));
}

/** The newest products the server embedded in the home page; undefined when they do not parse. */
function embeddedNewestProducts(answer: unknown): CatalogueItem[] | undefined {
  const parsed = newestProductsSchema.safeParse(answer);
  return parsed.success ? toItems(parsed.data) : undefined;
}

/** Home 'Latest Products': the 8 newest, refetched every minute; a failure is only logged (spec point 8). */
export function useNewestProducts(): { products: CatalogueItem[]; isLoading: boolean } {
  const { data, isLoading } = useEmbeddedSWR(
    NEWEST_PRODUCTS_PATH,
    fetchNewestProducts,
    embeddedNewestProducts,
    {
      refreshInterval: HOME_REFRESH_MS,
      onError: (error) => console.warn('Failed to load the latest products', error),
    },
  );
  return { products: data ?? [], isLoading };
}
