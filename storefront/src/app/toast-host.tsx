import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/**
 * The toasts' container, loaded after the first page, with react-toastify: `onMounted` hands the
 * library's `toast` over once the container listens (lib/toast holds the toasts raised before). Bottom
 * right, clear of the header: at the top a toast covered the Cart link it points to.
 */
export default function ToastHost({ onMounted }: { onMounted: (show: typeof toast) => void }) {
  // The container's own subscription is made in its effect, which runs before this one.
  useEffect(() => onMounted(toast), [onMounted]);
  return <ToastContainer position="bottom-right" newestOnTop />;
}
