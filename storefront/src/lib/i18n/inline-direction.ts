import { RIGHT_TO_LEFT_LOCALES } from '@shop/contracts';
import { useShopLocale } from './use-text';

/** Whether the shop reads right to left now (Urdu): tracks slide and arrow keys step the other way. */
export function useRightToLeft(): boolean {
  return RIGHT_TO_LEFT_LOCALES.includes(useShopLocale());
}

/** The transform that shows a track's content from `percent` along its reading direction. */
export function slideAlong(percent: number, rightToLeft: boolean): string {
  return `translateX(${rightToLeft ? percent : -percent}%)`;
}
