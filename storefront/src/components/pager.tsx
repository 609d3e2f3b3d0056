import { pageNumbers } from '@/lib/pager';
import styles from './pager.module.css';
import { useText } from '@/lib/i18n/use-text';

interface PagerProps {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
}

/** Prev, the nearby page numbers and Next; shown only when there is more than one page. */
export function Pager({ page, lastPage, onPageChange }: PagerProps) {
  const text = useText();
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={text('pager.label')}>
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {text('pager.previous')}
      </button>
      {pageNumbers(page, lastPage).map((number) => (
        <button
          key={number}
          type="button"
          className={number === page ? `${styles.number} ${styles.current}` : styles.number}
          aria-label={text('pager.page', { number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={styles.step}
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        {text('pager.next')}
      </button>
    </nav>
  );
}
