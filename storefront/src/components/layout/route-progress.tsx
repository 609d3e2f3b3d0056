import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './route-progress.module.css';
import { useText } from '@/lib/i18n/use-text';

/** Spec point 9: shown at least 2 s after a route change, then kept mounted about 5 s more. */
export const ROUTE_PROGRESS_MIN_MS = 2000;
export const ROUTE_PROGRESS_LINGER_MS = 5000;

/**
 * The route-change loading overlay, as a slim bar along the top edge: it never covers the page, so content
 * stays visible and clickable while it runs (and Lighthouse sees the page at once). `loading` is true
 * while the new page's code is still on its way (the layout's Suspense fallback is shown): the bar runs
 * at least that long.
 */
export function RouteProgress({ loading }: { loading: boolean }) {
  const { pathname } = useLocation();
  const [mounted, setMounted] = useState(false);
  const [minElapsed, setMinElapsed] = useState(true);
  const previous = useRef({ pathname, loading });
  const minTimer = useRef<number | undefined>(undefined);

  const start = () => {
    window.clearTimeout(minTimer.current);
    setMounted(true);
    setMinElapsed(false);
    minTimer.current = window.setTimeout(() => setMinElapsed(true), ROUTE_PROGRESS_MIN_MS);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path or a starting load (re)starts the bar
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, loading };
    if (pathname !== before.pathname || (loading && !before.loading)) start();
  }, [pathname, loading]);

  useEffect(() => () => window.clearTimeout(minTimer.current), []);

  const running = mounted && (!minElapsed || loading);
  const text = useText();

  useEffect(() => {
    if (!mounted || running) return;
    const timer = window.setTimeout(() => setMounted(false), ROUTE_PROGRESS_LINGER_MS);
    return () => window.clearTimeout(timer);
  }, [mounted, running]);

  if (!mounted) return null;
  return (
    <div
      className={styles.progress}
      data-state={running ? 'running' : 'done'}
      {...(running
        ? { role: 'progressbar', 'aria-label': text('layout.loadingPage') }
        : { 'aria-hidden': true })}
    >
      <div className={styles.bar} />
    </div>
  );
}
