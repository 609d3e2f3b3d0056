import { useReviews } from '../api/reviews';
import type { DetailItem, DetailPageConfig } from '../lib/detail-item';
import { averageRating } from '../lib/reviews';
import { usePurchase } from '../lib/use-purchase';
import { Breadcrumbs } from './breadcrumbs';
import { DescriptionBlock } from './description-block';
import styles from './detail-view.module.css';
import { ImageGallery } from './image-gallery';
import { ProductSummary } from './product-summary';
import { PurchasePanel } from './purchase-panel';
import { RelatedItems } from './related-items';
import { ReviewsSection } from './reviews-section';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';
import { usePageText } from '@/lib/i18n/page-texts';

/** The one detail layout shared by products and templates (spec point 2). */
export function DetailView({ item, config }: { item: DetailItem; config: DetailPageConfig }) {
  const text = usePageText();
  const purchase = usePurchase(item);
  const reviews = useReviews(item.kind, item.id);
  const { nameOf, descriptionOf } = useCatalogueTexts();
  return (
    <div className={styles.page}>
      <Breadcrumbs listLabel={text(config.listLabel)} listPath={config.listPath} current={nameOf(item)} />
      <div className={styles.top}>
        <ImageGallery images={item.images} name={nameOf(item)} />
        <div className={styles.info}>
          <ProductSummary
            item={item}
            size={purchase.size}
            rating={averageRating(reviews.reviews)}
            reviewCount={reviews.reviews.length}
          />
          <PurchasePanel item={item} purchase={purchase} />
        </div>
      </div>
      <DescriptionBlock description={descriptionOf(item)} />
      <ReviewsSection reviews={reviews} errorAs={config.reviewErrorAs} />
      <RelatedItems config={config} id={item.id} />
    </div>
  );
}
