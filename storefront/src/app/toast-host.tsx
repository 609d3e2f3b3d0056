import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/**
 * The toasts' container, loaded after the first page: toast() calls made before it mounts wait in a
 * queue. Bottom right, clear of the header: at the top a toast covered the Cart link it points to.
 */
export default function ToastHost() {
  return <ToastContainer position="bottom-right" newestOnTop />;
}
