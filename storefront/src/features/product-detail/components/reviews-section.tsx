import { REVIEWS_SHOWN, type Review } from '@shop/contracts';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import type { useReviews } from '../api/reviews';
import type { DetailPageConfig } from '../lib/detail-item';
import { pickReviews } from '../lib/reviews';
import styles from './detail-sections.module.css';
import { ReviewItem } from './review-item';
import { ReviewSubmittedDialog } from './review-submitted-dialog';
import { usePageText } from '@/lib/i18n/page-texts';

const REVIEW_SKELETONS = 3;

/**
 * The review form (react-hook-form, the review schema) loads when a shopper is about to open it, not
 * with every product page: most visits never write a review, and a slow phone pays for each module.
 */
const loadReviewForm = () => import('./review-form-dialog');
const ReviewFormDialog = lazy(async () => ({ default: (await loadReviewForm()).ReviewFormDialog }));

interface ReviewsSectionProps {
  reviews: ReturnType<typeof useReviews>;
  errorAs: DetailPageConfig['reviewErrorAs'];
}

/** Customer reviews: 5 at random, the shopper's new one first, and the 'Add Review' modal (spec point 4). */
export function ReviewsSection({
  reviews: { path, reviews, isLoading, mutate },
  errorAs,
}: ReviewsSectionProps) {
  const headingId = useId();
  const text = usePageText();
  const [formOpen, setFormOpen] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);
  const [newReviewId, setNewReviewId] = useState<string | null>(null);
  const shown = useMemo(() => pickReviews(reviews, REVIEWS_SHOWN, newReviewId), [reviews, newReviewId]);
  const closeSuccess = useCallback(() => setSuccessOpen(false), []);

  const onSubmitted = (review: Review) => {
    setNewReviewId(review._id);
    setFormOpen(false);
    setSuccessOpen(true);
    void mutate((current) => [review, ...(current ?? []).filter((r) => r._id !== review._id)], {
      revalidate: true,
    });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.heading}>
          {text('review.heading')}
        </h2>
        <button
          type="button"
          className={styles.primaryButton}
          onPointerEnter={loadReviewForm}
          onFocus={loadReviewForm}
          onClick={() => setFormOpen(true)}
        >
          {text('review.add')}
        </button>
      </div>
      {isLoading ? (
        <ul className={styles.reviews} aria-busy="true" aria-label={text('review.loading')}>
          {Array.from({ length: REVIEW_SKELETONS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <li key={i} className={styles.reviewSkeleton} data-testid="review-skeleton" />
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <EmptyState title={text('review.noneTitle')} text={text('review.noneText')} />
      ) : (
        <ul className={styles.reviews}>
          {shown.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </ul>
      )}
      {formOpen && (
        <Suspense fallback={null}>
          <ReviewFormDialog
            path={path}
            errorAs={errorAs}
            onClose={() => setFormOpen(false)}
            onSubmitted={onSubmitted}
          />
        </Suspense>
      )}
      {successOpen && <ReviewSubmittedDialog onClose={closeSuccess} />}
    </section>
  );
}
