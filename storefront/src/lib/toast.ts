import { type ToastContent, type ToastOptions, toast as toastify } from 'react-toastify/unstyled';

// The toasts' container loads after the first page (app/toast-host.tsx). A toast raised before it has
// mounted was lost in react-toastify's own queue (a shopper who pressed Add to Cart at once on a
// product page was never told), so toasts raised early wait here until the container says it is there.
let containerMounted = false;
const waiting: (() => void)[] = [];

/** Called by the container once it has mounted: shows the toasts raised before. */
export function toastContainerMounted(): void {
  containerMounted = true;
  for (const show of waiting.splice(0)) show();
}

type Show = (content: ToastContent, options?: ToastOptions) => unknown;

const whenMounted =
  (show: Show) =>
  (content: ToastContent, options?: ToastOptions): void => {
    if (containerMounted) show(content, options);
    else waiting.push(() => show(content, options));
  };

/** react-toastify's toast kinds the shop raises, shown once the container is there. */
export const toast = {
  success: whenMounted(toastify.success),
  error: whenMounted(toastify.error),
  warn: whenMounted(toastify.warn),
  info: whenMounted(toastify.info),
};
