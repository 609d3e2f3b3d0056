import { RELATED_LIMIT } from '@shop/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { isNewTemplate } from '@/api/catalogue-item';
import { EmptyState } from '@/components/empty-state';
import { ProductCard } from '@/components/product-card';
import { SkeletonCards } from '@/components/skeleton-card';
import { useNearScreen } from '@/components/use-near-screen';
import { useRelatedItems } from '../api/get-related-items';
import type { DetailPageConfig } from '../lib/detail-item';
import styles from './detail-sections.module.css';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';
import { usePageText } from '@/lib/i18n/page-texts';

const RELATED_SKELETONS = 4;

/** 'You May Also Like': up to 8 cards of the same type, and View All (spec point 2). */
export function RelatedItems({ config, id }: { config: DetailPageConfig; id: string }) {
  const headingId = useId();
  const { nameOf } = useCatalogueTexts();
  const text = usePageText();
  // Far below the first screen on a phone: the cards load as the shopper scrolls towards them.
  const { ref, near } = useNearScreen();
  const { items, isLoading } = useRelatedItems(config.kind, id, near);
  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.heading}>
          {text('detail.youMayAlsoLike')}
        </h2>
        <Link className={styles.secondaryButton} to={config.listPath}>
          {text('detail.viewAll')}
        </Link>
      </div>
      <div className={styles.related}>
        {isLoading ? (
          <SkeletonCards count={RELATED_SKELETONS} />
        ) : items.length === 0 ? (
          <EmptyState title={text('detail.noRelatedTitle')} text={text('detail.noRelatedText')} />
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
                name={nameOf(item)}
                sizes={item.sizes}
                showNewBadge={isNewTemplate(item.createdAt)}
              />
            ))
        )}
      </div>
    </section>
  );
}
