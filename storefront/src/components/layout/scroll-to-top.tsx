import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { rememberScroll, restoreScroll } from './scroll-memory';

/**
 * Every new page starts at the top (spec point 2); Back and Forward return to where the shopper was
 * on that page. A change of the query string alone (a listing's filters) leaves the scroll alone.
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(location.key);
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    // The app restores positions itself; the browser's own attempt on Back would fight it.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const onScroll = () => rememberScroll(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new history entry
  useLayoutEffect(() => {
    current.current = location.key;
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    if (navigationType === 'POP') return restoreScroll(location.key);
    if (!samePage) window.scrollTo(0, 0);
  }, [location.key]);
  return null;
}
