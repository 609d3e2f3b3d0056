import { useMediaQuery } from '@/components/use-media-query';

/** The customize slider's items per view (spec point 2): 2 below 640px, 3 below 768px, 4 otherwise. */
export function useItemsPerView(): number {
  const fromSmallTablet = useMediaQuery('(min-width: 640px)');
  const fromTablet = useMediaQuery('(min-width: 768px)');
  if (fromTablet) return 4;
  return fromSmallTablet ? 3 : 2;
}
