import { RELATED_LIMIT } from '@shop/contracts';
import { useId } from 'react';
import { useInView } from 'react-intersection-observer';
import { Link } from 'react-router';
import { isNewTemplate } from '@/api/catalogue-item';
import { EmptyState } from '@/components/empty-state';
import { ProductCard } from '@/components/product-card';
import { SkeletonCards } from '@/components/skeleton-card';
import { useRelatedItems } from '../api/get-related-items';
import type { DetailPageConfig } from '../lib/detail-item';
import styles from './detail-sections.module.css';

const RELATED_SKELETONS = 4;

/**
 * How far below the screen the section starts loading its cards: a shopper scrolling down finds them
 * there, and a phone that shows only the top of the page does not load and lay them out with it.
 */
export const RELATED_LOAD_AHEAD = '800px 0px';

/** 'You May Also Like': up to 8 cards of the same type, and View All (spec point 2). */
export function RelatedItems({ config, id }: { config: DetailPageConfig; id: string }) {
  const headingId = useId();
  // Where the browser cannot tell (no IntersectionObserver), the cards load at once.
  const observable = typeof IntersectionObserver !== 'undefined';
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: RELATED_LOAD_AHEAD,
    skip: !observable,
    initialInView: !observable,
  });
  const { items, isLoading } = useRelatedItems(config.kind, id, inView);
  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.heading}>
          You May Also Like
        </h2>
        <Link className={styles.secondaryButton} to={config.listPath}>
          View All
        </Link>
      </div>
      <div className={styles.related}>
        {isLoading ? (
          <SkeletonCards count={RELATED_SKELETONS} />
        ) : items.length === 0 ? (
          <EmptyState title="No Related Products Found" text="Browse the full collection for more ideas." />
        ) : (
          items
            .slice(0, RELATED_LIMIT)
            .map((item) => (
              <ProductCard
                key={item.id}
                to={config.itemPath(item.id)}
                image={item.image}
                category={item.category}
                subCategory={item.subCategory}
                name={item.name}
                sizes={item.sizes}
                showNewBadge={isNewTemplate(item.createdAt)}
              />
            ))
        )}
      </div>
    </section>
  );
}
