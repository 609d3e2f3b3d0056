import { useDeferredValue, useMemo } from 'react';
import { useAllTemplates } from '@/api/all-templates';
import { categoryOptions, filterProducts, indexItems, priceFromText } from './filters';
import type { ListingQuery } from './listing-query';
import type { ListingView } from './listing-view';
import { pageCount, pageOf } from '@/lib/pager';
import { useShopLocale } from '@/lib/i18n/use-text';

/**
 * The customize-products listing: the templates (a few dozen) are fetched once and filtered in the
 * browser; names and prices are worked out once, the search is deferred so typing stays instant.
 */
export function useTemplateListing(query: ListingQuery): ListingView {
  const { items, isLoading } = useAllTemplates();
  const { type, category, minText, maxText } = query;
  const byUrduNameToo = useShopLocale() === 'ur';
  const indexed = useMemo(() => indexItems(items, byUrduNameToo), [items, byUrduNameToo]);
  const search = useDeferredValue(query.search);
  const minPrice = priceFromText(minText);
  const maxPrice = priceFromText(maxText);
  const matches = useMemo(
    () => filterProducts(indexed, { search, type, category, minPrice, maxPrice }),
    [indexed, search, type, category, minPrice, maxPrice],
  );
  const categories = useMemo(() => categoryOptions(items, type), [items, type]);
  const lastPage = pageCount(matches.length);
  const page = isLoading ? query.page : Math.min(query.page, lastPage);
  return {
    items: pageOf(matches, page),
    total: matches.length,
    page,
    lastPage,
    categories,
    isLoading,
    answeredSearch: search.trim(),
  };
}
