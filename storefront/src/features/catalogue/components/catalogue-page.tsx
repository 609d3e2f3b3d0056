import { LISTING_PAGE_SIZE } from '@shop/contracts';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueItem } from '@/api/catalogue-item';
import { EmptyState } from '@/components/empty-state';
import { ProductCard } from '@/components/product-card';
import { SearchBox } from '@/components/search-box';
import { SkeletonCard } from '@/components/skeleton-card';
import { categoryOptions, filterCount, filterProducts, indexItems, priceFromText } from '../lib/filters';
import {
  DEFAULT_LISTING_QUERY,
  type ListingQuery,
  listingQueryFrom,
  listingQueryParams,
} from '../lib/listing-query';
import { isPageInRange, pageCount, pageOf } from '../lib/pager';
import styles from './catalogue-page.module.css';
import { FilterPanel } from './filter-panel';
import { Pager } from './pager';

export interface CataloguePageProps {
  title: string;
  intro: string;
  items: readonly CatalogueItem[];
  isLoading: boolean;
  itemPath: (id: string) => string;
}

/** The products and customize-products listings: one screen, two lists (spec point 2). */
export function CataloguePage({ title, intro, items, isLoading, itemPath }: CataloguePageProps) {
  // Filters, search and page live in the query string: a listing can be shared, and Back restores it.
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listingQueryFrom(params), [params]);
  const { search, type, category, minText, maxText } = query;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);

  // Typing stays instant with 10,000 items: names and prices are worked out once, the search is deferred.
  const indexed = useMemo(() => indexItems(items), [items]);
  const deferredSearch = useDeferredValue(search);
  const minPrice = priceFromText(minText);
  const maxPrice = priceFromText(maxText);
  const filters = { search: deferredSearch, type, category, minPrice, maxPrice };
  const matches = useMemo(
    () => filterProducts(indexed, { search: deferredSearch, type, category, minPrice, maxPrice }),
    [indexed, deferredSearch, type, category, minPrice, maxPrice],
  );
  const categories = useMemo(() => categoryOptions(items, type), [items, type]);
  const lastPage = pageCount(matches.length);
  const page = isLoading ? query.page : Math.min(query.page, lastPage);
  const shown = pageOf(matches, page);
  const activeFilters = filterCount(filters);

  /** A filter change replaces the history entry (no entry per keystroke) and goes back to page 1. */
  const update = (change: Partial<ListingQuery>) =>
    setParams(listingQueryParams({ ...query, page: 1, ...change }), { replace: true });

  const changeFilter = (key: 'search' | 'category' | 'minText' | 'maxText') => (value: string) =>
    update({ [key]: value });

  const changeType = (value: string) => update({ type: value, category: '' });

  const clearAll = () => update(DEFAULT_LISTING_QUERY);

  const goToPage = (next: number) => {
    if (!isPageInRange(next, lastPage) || next === page) return;
    // A new page is a new history entry: Back returns to the page before.
    setParams(listingQueryParams({ ...query, page: next }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    filtersButtonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (drawerOpen) panelRef.current?.focus();
  }, [drawerOpen]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>

      <div className={styles.toolbar}>
        <SearchBox
          label="Search products"
          placeholder="Search products..."
          value={search}
          onChange={changeFilter('search')}
        />
        <button
          ref={filtersButtonRef}
          type="button"
          className={styles.filtersButton}
          aria-expanded={drawerOpen}
          aria-controls={panelId}
          onClick={() => setDrawerOpen(true)}
        >
          Filters({activeFilters})
        </button>
      </div>

      <div className={styles.body}>
        <FilterPanel
          id={panelId}
          panelRef={panelRef}
          type={type}
          category={category}
          categories={categories}
          minText={minText}
          maxText={maxText}
          open={drawerOpen}
          onTypeChange={changeType}
          onCategoryChange={changeFilter('category')}
          onMinChange={changeFilter('minText')}
          onMaxChange={changeFilter('maxText')}
          onClearAll={clearAll}
          onClose={closeDrawer}
        />

        <section className={styles.results} aria-labelledby={`${panelId}-results`} aria-busy={isLoading}>
          <h2 id={`${panelId}-results`} className="visually-hidden">
            Products
          </h2>
          {!isLoading && matches.length > 0 && (
            <p className={styles.count} role="status">
              {matches.length} {matches.length === 1 ? 'product' : 'products'} found
            </p>
          )}
          {isLoading ? (
            <div className={styles.grid}>
              {Array.from({ length: LISTING_PAGE_SIZE }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
                <SkeletonCard key={index} />
              ))}
            </div>
          ) : shown.length === 0 ? (
            <EmptyState title="No products found" text="Try adjusting your filters or search terms" />
          ) : (
            <ul className={styles.grid}>
              {shown.map((item) => (
                <li key={item.id} className={styles.cell}>
                  <ProductCard
                    to={itemPath(item.id)}
                    image={item.image}
                    category={item.category}
                    subCategory={item.subCategory}
                    name={item.name}
                    sizes={item.sizes}
                    showNewBadge
                  />
                </li>
              ))}
            </ul>
          )}
          {!isLoading && <Pager page={page} lastPage={lastPage} onPageChange={goToPage} />}
        </section>
      </div>
    </div>
  );
}
