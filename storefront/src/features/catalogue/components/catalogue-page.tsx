import { FIRST_ROW_CARDS, LISTING_PAGE_SIZE } from '@shop/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ProductCard } from '@/components/product-card';
import { SearchBox } from '@/components/search-box';
import { SkeletonCards } from '@/components/skeleton-card';
import { filterCount, priceFromText } from '../lib/filters';
import type { ListingQuery } from '../lib/listing-query';
import type { ListingView } from '../lib/listing-view';
import { useListingQuery } from '../lib/use-listing-query';
import styles from './catalogue-page.module.css';
import { FilterPanel } from './filter-panel';
import { Pager } from '@/components/pager';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';
import { usePageText } from '@/lib/i18n/page-texts';

export interface CataloguePageProps {
  title: string;
  intro: string;
  /** What the listing shows for a query: a page from the server, or the browser's filtering. */
  useListing: (query: ListingQuery) => ListingView;
  /**
   * Where the server answers the listing: a hook giving a function that starts loading a query's
   * answer, and answers its promise.
   */
  usePrefetch?: () => (query: ListingQuery) => Promise<unknown> | undefined;
  itemPath: (id: string) => string;
}

/** Where the browser filters the listing itself there is nothing to load ahead. */
const ignoreQuery = () => undefined;
const noPrefetch = () => ignoreQuery;

/** The products and customize-products listings: one screen, two lists (spec point 2). */
export function CataloguePage({
  title,
  intro,
  useListing,
  usePrefetch = noPrefetch,
  itemPath,
}: CataloguePageProps) {
  // Filters, search and page live in the query string: a listing can be shared, and Back restores it.
  const prefetch = usePrefetch();
  const { nameOf } = useCatalogueTexts();
  const text = usePageText();
  const { query, changeFilter, changeType, clearAll, goToPage: changePage } = useListingQuery(prefetch);
  const { search, type, category, minText, maxText } = query;
  const listing = useListing(query);
  const { isLoading, page, lastPage, total } = listing;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const activeFilters = filterCount({
    search,
    type,
    category,
    minPrice: priceFromText(minText),
    maxPrice: priceFromText(maxText),
  });

  const goToPage = (next: number) => {
    if (changePage(next, page, lastPage)) window.scrollTo({ top: 0, behavior: 'smooth' });
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
          label={text('catalogue.searchLabel')}
          placeholder={text('catalogue.searchPlaceholder')}
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
          {text('filters.button', { count: activeFilters })}
        </button>
      </div>

      <div className={styles.body}>
        <FilterPanel
          id={panelId}
          panelRef={panelRef}
          type={type}
          category={category}
          categories={listing.categories}
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

        <section
          className={styles.results}
          aria-labelledby={`${panelId}-results`}
          aria-busy={isLoading}
          data-search={listing.answeredSearch}
        >
          <h2 id={`${panelId}-results`} className="visually-hidden">
            {text('nav.products')}
          </h2>
          {!isLoading && total > 0 && (
            <p className={styles.count} role="status">
              {text('catalogue.found', { count: total })}
            </p>
          )}
          {isLoading ? (
            <div className={styles.grid}>
              <SkeletonCards count={LISTING_PAGE_SIZE} />
            </div>
          ) : listing.items.length === 0 ? (
            <EmptyState title={text('catalogue.noneTitle')} text={text('catalogue.noneText')} />
          ) : (
            <ul className={styles.grid}>
              {listing.items.map((item, index) => (
                <li key={item.id} className={styles.cell}>
                  <ProductCard
                    to={itemPath(item.id)}
                    image={item.image}
                    category={item.category}
                    subCategory={item.subCategory}
                    name={nameOf(item)}
                    sizes={item.sizes}
                    showNewBadge
                    pictureLoads={index < FIRST_ROW_CARDS ? 'first' : 'near-screen'}
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
