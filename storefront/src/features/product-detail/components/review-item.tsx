import type { Review } from '@shop/contracts';
import { useId, useState } from 'react';
import { StarRating } from '@/components/star-rating';
import { shortComment } from '../lib/text-cuts';
import styles from './detail-sections.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** One review: name, stars, date and the comment, long ones folded with See more / Show less. */
export function ReviewItem({ review }: { review: Review }) {
  const [expanded, setExpanded] = useState(false);
  const commentId = useId();
  const comment = review.comment?.trim() ?? '';
  const { text, isCut } = shortComment(comment);
  return (
    <li className={styles.review}>
      <div className={styles.reviewHeader}>
        <span className={styles.avatar} aria-hidden="true">
          {review.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div>
          <p className={styles.reviewer}>{review.name}</p>
          <StarRating value={review.rating} size={15} label={`Rated ${review.rating} out of 5`} />
        </div>
        <time className={styles.reviewDate} dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
      </div>
      {comment ? (
        <>
          <p id={commentId} className={styles.comment}>
            {expanded ? comment : text}
          </p>
          {isCut && (
            <button
              type="button"
              className={styles.toggle}
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              aria-controls={commentId}
            >
              {expanded ? 'Show less' : 'See more'}
            </button>
          )}
        </>
      ) : (
        <p className={styles.noComment}>No comment</p>
      )}
    </li>
  );
}
