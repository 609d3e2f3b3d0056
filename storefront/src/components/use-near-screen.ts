import { useInView } from 'react-intersection-observer';

/**
 * How far beyond the screen a section below it starts loading: a shopper scrolling down finds it
 * loaded, and a phone that shows only the top of the page does not fetch, render and lay it out
 * while the page loads.
 */
export const LOAD_AHEAD = '800px 0px';

/**
 * A ref for a section below the first screen, and whether it has come within LOAD_AHEAD of the
 * screen (it stays so). Where the browser cannot tell (no IntersectionObserver), it is near at once.
 */
export function useNearScreen() {
  const observable = typeof IntersectionObserver !== 'undefined';
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: LOAD_AHEAD,
    skip: !observable,
    initialInView: !observable,
  });
  return { ref, near: inView };
}
