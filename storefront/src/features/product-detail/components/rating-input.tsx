import { useId } from 'react';
import styles from './detail-sections.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** 1 to 5 stars as a radio group: arrow keys move between stars, each star is named. */
export function RatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const name = useId();
  const text = usePageText();
  return (
    <fieldset className={styles.rating}>
      <legend className={styles.fieldLabel}>
        {text('review.rating')} <span aria-hidden="true">*</span>
      </legend>
      <div className={styles.ratingStars}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={styles.ratingStar}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={text('review.stars', { count: star })}
            />
            <svg
              viewBox="0 0 24 24"
              width="30"
              height="30"
              aria-hidden="true"
              className={star <= value ? styles.starOn : styles.starOff}
            >
              <path d={STAR_PATH} />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
