import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/** The toasts' container, loaded after the first page: toast() calls made before it mounts wait in a queue. */
export default function ToastHost() {
  return <ToastContainer position="top-right" newestOnTop />;
}
