import type { ToastContent, ToastOptions, toast as toastify } from 'react-toastify/unstyled';

// The toasts' container loads when the first toast is raised (app/app-providers.tsx), and
// react-toastify with it: a page does not download, run and lay out the library while it loads, and
// most visits raise no toast (decision 0028). A toast raised before the container has mounted waits
// here until the container hands over the library's `toast` (react-toastify's own queue lost such
// toasts: a shopper who pressed Add to Cart at once on a product page was never told).
type Toastify = typeof toastify;
type Kind = 'success' | 'error' | 'warn' | 'info';

let library: Toastify | null = null;
const waiting: ((show: Toastify) => void)[] = [];
const wantedListeners = new Set<() => void>();

/** Subscribes to the first toast being raised (useSyncExternalStore's subscribe). */
export function onToastWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Whether a toast has been raised, so the container is needed. */
export function isToastWanted(): boolean {
  return library !== null || waiting.length > 0;
}

/** Called by the container once mounted, with the library's `toast`: shows the toasts raised before. */
export function toastContainerMounted(show: Toastify): void {
  library = show;
  for (const raise of waiting.splice(0)) raise(show);
}

const raise =
  (kind: Kind) =>
  (content: ToastContent, options?: ToastOptions): void => {
    if (library) {
      library[kind](content, options);
      return;
    }
    waiting.push((show) => show[kind](content, options));
    for (const listener of wantedListeners) listener();
  };

/** react-toastify's toast kinds the shop raises, shown once the container is there. */
export const toast = {
  success: raise('success'),
  error: raise('error'),
  warn: raise('warn'),
  info: raise('info'),
};
