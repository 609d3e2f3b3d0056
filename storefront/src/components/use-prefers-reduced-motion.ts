import { useMediaQuery } from './use-media-query';

/** True when the shopper asked the system for less motion: nothing should move on its own then. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
