import { useSyncExternalStore } from 'react';
import { itemsPerView } from './slider';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The slider's items per view for the current window width, updated on resize. */
export function useItemsPerView(): number {
  return useSyncExternalStore(
    subscribe,
    () => itemsPerView(window.innerWidth),
    () => 4,
  );
}
