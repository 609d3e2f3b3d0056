import {
  CARD_IMAGE_HEIGHT,
  CARD_IMAGE_SIZES,
  CARD_IMAGE_WIDTH,
  imageSources,
  type PricedSize,
  type SizedImage,
} from '@shop/contracts';
import { memo } from 'react';
import { InAppLink } from './in-app-link';
import styles from './product-card.module.css';
import { ProductPrice } from './product-price';
import { useText } from '@/lib/i18n/use-text';
import { useCategoryText } from '@/lib/i18n/category-text';

export interface ProductCardProps {
  to: string;
  image?: SizedImage;
  category: string;
  subCategory?: string | null;
  name: string;
  sizes?: readonly PricedSize[];
  showNewBadge?: boolean;
  /**
   * When the picture loads: as it comes near the screen (the default); `now`, at its usual priority
   * (a slide next in line); or `first`, now and ahead of the page's other pictures (above the fold).
   */
  pictureLoads?: PictureLoading;
}

export type PictureLoading = 'near-screen' | 'now' | 'first';

/**
 * One catalogue item in a grid or slider: the whole card is one link (spec point 2, Home cards).
 * Memoised: a keystroke in a listing's search re-renders the page at once while its answer is on the
 * way, and the cards on screen, whose props are unchanged, need not render again for it.
 */
export const ProductCard = memo(function ProductCard({
  to,
  image,
  category,
  subCategory,
  name,
  sizes,
  showNewBadge = false,
  pictureLoads = 'near-screen',
}: ProductCardProps) {
  const text = useText();
  const categoryText = useCategoryText();
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            {...imageSources(image, CARD_IMAGE_SIZES, CARD_IMAGE_WIDTH)}
            alt={name}
            // The explicit size reserves the box, so nothing jumps while the picture loads.
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            loading={pictureLoads === 'near-screen' ? 'lazy' : 'eager'}
            decoding="async"
            fetchPriority={pictureLoads === 'first' ? 'high' : undefined}
          />
        ) : (
          <div className={styles.noImage} role="img" aria-label={text('product.noImageYet', { name })} />
        )}
        {showNewBadge && <span className={styles.badge}>{text('product.new')}</span>}
        <span className={styles.hoverButton} aria-hidden="true">
          {text('product.viewProduct')}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.category}>
          {categoryText(category)}
          {subCategory ? ` | ${categoryText(subCategory)}` : ''}
        </p>
        <h3 className={styles.name}>
          <InAppLink className={styles.link} to={to}>
            {name}
          </InAppLink>
        </h3>
        <ProductPrice sizes={sizes} />
      </div>
    </article>
  );
});
