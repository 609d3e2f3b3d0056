import type { ToastContent, ToastOptions, toast as toastify } from 'react-toastify/unstyled';

// The toasts' container loads after the first page (app/toast-host.tsx), and react-toastify with it:
// a page that may raise a toast does not download and run the library before it can render
// (decision 0028). A toast raised before the container has mounted waits here until the container
// hands over the library's `toast` (react-toastify's own queue lost such toasts: a shopper who
// pressed Add to Cart at once on a product page was never told).
type Toastify = typeof toastify;
type Kind = 'success' | 'error' | 'warn' | 'info';

let library: Toastify | null = null;
const waiting: ((show: Toastify) => void)[] = [];

/** Called by the container once mounted, with the library's `toast`: shows the toasts raised before. */
export function toastContainerMounted(show: Toastify): void {
  library = show;
  for (const raise of waiting.splice(0)) raise(show);
}

const raise =
  (kind: Kind) =>
  (content: ToastContent, options?: ToastOptions): void => {
    if (library) library[kind](content, options);
    else waiting.push((show) => show[kind](content, options));
  };

/** react-toastify's toast kinds the shop raises, shown once the container is there. */
export const toast = {
  success: raise('success'),
  error: raise('error'),
  warn: raise('warn'),
  info: raise('info'),
};
