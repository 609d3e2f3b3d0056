import styles from './detail-view.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

/** The page's shape while the product loads, so nothing jumps when it arrives. */
export function DetailSkeleton() {
  const text = usePageText();
  return (
    <div className={styles.page} role="status" aria-busy="true" data-testid="detail-skeleton">
      <span className="visually-hidden">{text('detail.loading')}</span>
      <div className={`${styles.skeletonLine} ${styles.skeletonCrumbs}`} />
      <div className={styles.top} aria-hidden="true">
        <div className={styles.skeletonImage} />
        <div className={styles.skeletonInfo}>
          <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          <div className={`${styles.skeletonLine} ${styles.skeletonTitle}`} />
          <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
          <div className={`${styles.skeletonLine} ${styles.skeletonButton}`} />
        </div>
      </div>
    </div>
  );
}
