import { useMediaQuery } from '@/components/use-media-query';

/** True on a phone-sized screen, where some staff labels and previews are shorter. */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 640px)');
}
