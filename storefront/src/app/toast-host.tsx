import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { toastContainerMounted } from '@/lib/toast';

/**
 * The toasts' container, loaded after the first page: toasts raised before it mounts wait in
 * lib/toast. Bottom right, clear of the header: at the top a toast covered the Cart link it points to.
 */
export default function ToastHost() {
  // The container's own subscription is made in its effect, which runs before this one.
  useEffect(toastContainerMounted, []);
  return <ToastContainer position="bottom-right" newestOnTop />;
}
