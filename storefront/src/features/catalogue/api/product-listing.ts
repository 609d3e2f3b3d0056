import { listingCallPath, productListingSchema, type ShopLocale } from '@shop/contracts';
import { useCallback } from 'react';
import { preload, useSWRConfig } from 'swr';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { type CatalogueItem, productToItem } from '@/api/catalogue-item';
import { productListItemSchema } from '@/api/catalogue-item-schema';
import { useEmbeddedSWR } from '@/api/embedded-answer';
import { useShopLocale } from '@/lib/i18n/use-text';
import type { ListingQuery } from '../lib/listing-query';

/** One page of the listing, ready for the cards, and the query it answers. */
export interface ProductListingPage {
  items: CatalogueItem[];
  total: number;
  page: number;
  pageCount: number;
  /** The chosen type's categories, in capitals. */
  categories: string[];
  /** The search and type this page answers (the page on screen may be the one before the latest keystroke). */
  search: string;
  type: string;
}

const listingAnswerSchema = z.extend(productListingSchema, { products: z.array(productListItemSchema) });
type ListingAnswer = z.infer<typeof listingAnswerSchema>;

/** The listing's call for the query; an Urdu page's search asks for the Urdu names too. */
export function productListingPath(params: ListingQuery, lang: ShopLocale = 'en'): string {
  return listingCallPath({ ...params, min: params.minText, max: params.maxText, lang });
}

export async function fetchProductListing(path: string): Promise<ProductListingPage> {
  return listingPage(path, await apiRequest(path, { schema: listingAnswerSchema }));
}

/** The listing page the server embedded in the plain listing's HTML; undefined when it does not parse. */
function embeddedListing(path: string, answer: unknown): ProductListingPage | undefined {
  const parsed = listingAnswerSchema.safeParse(answer);
  return parsed.success ? listingPage(path, parsed.data) : undefined;
}

function listingPage(path: string, answer: ListingAnswer): ProductListingPage {
  const query = new URLSearchParams(path.slice(path.indexOf('?') + 1));
  return {
    items: answer.products.map(productToItem),
    total: answer.total,
    page: answer.page,
    pageCount: answer.pageCount,
    categories: answer.facets.categories.map((facet) => facet.value),
    search: query.get('search') ?? '',
    type: query.get('type') ?? '',
  };
}

/**
 * How long a listing page, once loaded, is shown again without asking the server: a shopper typing
 * and deleting goes back to the same few pages within seconds, and each return asked for one again.
 */
export const LISTING_REUSE_MS = 10_000;

/**
 * One page of the products listing, filtered, searched and paged by the server (decision 0014). The
 * page on screen stays until the next one arrives, so typing never flashes skeletons; a failure is
 * only logged and shows the empty state (spec point 6). The plain listing's first page comes with the
 * page's HTML on a first visit (decision 0034).
 */
export function useProductListing(params: ListingQuery): {
  listing: ProductListingPage | undefined;
  isLoading: boolean;
  failed: boolean;
} {
  const path = productListingPath(params, useShopLocale());
  const { data, error, isLoading } = useEmbeddedSWR(
    path,
    fetchProductListing,
    (answer) => embeddedListing(path, answer),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      dedupingInterval: LISTING_REUSE_MS,
      onError: (cause) => console.warn('Failed to load products', cause),
    },
  );
  return { listing: data, isLoading: isLoading && !data, failed: Boolean(error) };
}

/**
 * Starts loading the page a shopper has just asked for (a keystroke, a filter, a page), before the
 * screen renders the change: SWR's own request would wait for that render. The listing hook picks the
 * request up; a page already cached is not asked for again. Answers the request's promise, if one was
 * made.
 */
export function useProductListingPrefetch(): (query: ListingQuery) => Promise<unknown> | undefined {
  const { cache } = useSWRConfig();
  const lang = useShopLocale();
  return useCallback(
    (query: ListingQuery) => {
      const path = productListingPath(query, lang);
      return cache.get(path)?.data === undefined ? preload(path, fetchProductListing) : undefined;
    },
    [cache, lang],
  );
}
