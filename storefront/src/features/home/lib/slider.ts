import { shopText } from '@/lib/i18n/use-text';

/** 'Showing x-y of total products' for a slider window starting at `index`. */
export function sliderLabel(index: number, perView: number, total: number): string {
  if (total === 0) return shopText('home.showingNone');
  const last = Math.min(index + perView, total);
  return shopText('home.showing', { first: index + 1, last, total });
}
