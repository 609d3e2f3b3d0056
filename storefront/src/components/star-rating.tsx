import styles from './star-rating.module.css';
import { useText } from '@/lib/i18n/use-text';

interface StarRatingProps {
  /** 0 to 5; the stars show the rounded value. */
  value: number;
  /** Star size in pixels. */
  size?: number;
  /** Overrides the default accessible label 'Rated 4.5 out of 5'. */
  label?: string;
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Read-only stars: one accessible image, the stars inside are decoration. */
export function StarRating({ value, size = 18, label }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  const filled = Math.round(clamped);
  const text = useText();
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={label ?? text('rating.ratedOutOf5', { rating: Number(clamped.toFixed(1)) })}
      data-filled={filled}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          className={star <= filled ? styles.filled : styles.empty}
          viewBox="0 0 24 24"
          width={size}
          height={size}
          aria-hidden="true"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
