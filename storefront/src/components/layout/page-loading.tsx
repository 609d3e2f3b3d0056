import { useEffect } from 'react';
import styles from './page-loading.module.css';

/**
 * The Suspense fallback of a lazily loaded page: an empty block that keeps the footer below the screen,
 * and tells the layout while it is mounted (that is, while the page's code is loading) so the route progress bar keeps running.
 */
export function PageLoading({ onLoading }: { onLoading: (loading: boolean) => void }) {
  useEffect(() => {
    onLoading(true);
    return () => onLoading(false);
  }, [onLoading]);
  return <div className={styles.placeholder} aria-hidden="true" data-testid="page-loading" />;
}
