import styles from './skeleton-card.module.css';

/** A grey stand-in of the same size as a ProductCard while the list loads. */
export function SkeletonCard() {
  return (
    <div className={styles.card} data-testid="skeleton-card" aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.body}>
        <div className={`${styles.line} ${styles.short}`} />
        <div className={styles.line} />
        <div className={`${styles.line} ${styles.price}`} />
      </div>
    </div>
  );
}

/** `count` skeleton cards, for a grid or row whose cards are still loading. */
export function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
    <SkeletonCard key={index} />
  ));
}
