import type { PricedSize } from '@shop/contracts';
import { StarRating } from '@/components/star-rating';
import type { DetailItem } from '../lib/detail-item';
import { DetailPrice } from './detail-price';
import styles from './product-summary.module.css';
import { ShareButton } from './share-button';
import { StockBadge } from './stock-badge';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';
import { usePageText } from '@/lib/i18n/page-texts';
import { useCategoryText } from '@/lib/i18n/category-text';

interface ProductSummaryProps {
  item: DetailItem;
  size?: PricedSize;
  rating: number;
  reviewCount: number;
}

/** The header block: category | subcategory, name, average rating, share, price and stock (spec point 2). */
export function ProductSummary({ item, size, rating, reviewCount }: ProductSummaryProps) {
  const { nameOf } = useCatalogueTexts();
  const text = usePageText();
  const categoryText = useCategoryText();
  return (
    <div className={styles.summary}>
      <p className={styles.category}>
        {categoryText(item.category)}
        {item.subCategory ? ` | ${categoryText(item.subCategory)}` : ''}
      </p>
      <div className={styles.titleRow}>
        <h1 className={styles.name}>{nameOf(item)}</h1>
        <ShareButton title={nameOf(item)} />
      </div>
      <p className={styles.rating}>
        <StarRating value={rating} label={text('detail.averageRating', { rating: rating.toFixed(1) })} />
        <span className={styles.ratingValue}>{rating.toFixed(1)}</span>
        <span className={styles.reviewCount}>{text('detail.reviewCount', { count: reviewCount })}</span>
      </p>
      <DetailPrice size={size} fallbackPrice={item.fallbackPrice} />
      <StockBadge stock={item.stock} />
    </div>
  );
}
