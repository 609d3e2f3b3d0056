import { useEffect } from 'react';

/**
 * The Suspense fallback of a lazily loaded page: it shows nothing itself, and tells the layout while it
 * is mounted (that is, while the page's code is loading) so the route progress bar keeps running.
 */
export function PageLoading({ onLoading }: { onLoading: (loading: boolean) => void }) {
  useEffect(() => {
    onLoading(true);
    return () => onLoading(false);
  }, [onLoading]);
  return null;
}
