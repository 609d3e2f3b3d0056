import type { Review, ShopLocale } from '@shop/contracts';
import { StarRating } from '@/components/star-rating';
import { mediumDateIn } from '@/lib/medium-date';
import { shortComment } from '../lib/text-cuts';
import styles from './detail-sections.module.css';
import { FoldingText } from './folding-text';
import { usePageText } from '@/lib/i18n/page-texts';
import { useShopLocale } from '@/lib/i18n/use-text';

function formatDate(locale: ShopLocale, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : mediumDateIn(locale, date);
}

/** One review: name, stars, date and the comment, long ones folded with See more / Show less. */
export function ReviewItem({ review }: { review: Review }) {
  const comment = review.comment?.trim() ?? '';
  const text = usePageText();
  const locale = useShopLocale();
  return (
    <li className={styles.review}>
      <div className={styles.reviewHeader}>
        <span className={styles.avatar} aria-hidden="true">
          {review.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div>
          <p className={styles.reviewer}>{review.name}</p>
          <StarRating
            value={review.rating}
            size={15}
            label={text('rating.ratedOutOf5', { rating: review.rating })}
          />
        </div>
        <time className={styles.reviewDate} dateTime={review.createdAt}>
          {formatDate(locale, review.createdAt)}
        </time>
      </div>
      {comment ? (
        <FoldingText
          text={comment}
          cut={shortComment(comment)}
          className={styles.comment}
          labels={{ more: text('review.seeMore'), less: text('review.showLess') }}
        />
      ) : (
        <p className={styles.noComment}>{text('review.noComment')}</p>
      )}
    </li>
  );
}
