import { type ComponentType, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { SWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { isToastWanted, onToastWanted, toastContainerMounted } from '@/lib/toast';

interface ToastHostProps {
  onMounted: typeof toastContainerMounted;
}

/** Without its download (the network dropped), the shop goes on without toasts rather than failing. */
function ToastsUnavailable(_: ToastHostProps): ReactNode {
  return null;
}

// Toasts only follow a shopper's action: their container and styles load with the first toast. The
// container sits outside the routes, so a failed download would otherwise take the whole app down.
const ToastHost = lazy<ComponentType<ToastHostProps>>(() =>
  import('./toast-host').catch((error: unknown) => {
    console.warn('The toasts could not be loaded', error);
    return { default: ToastsUnavailable };
  }),
);

export function AppProviders({ children }: { children: ReactNode }) {
  const toastWanted = useSyncExternalStore(onToastWanted, isToastWanted, isToastWanted);
  return (
    <SWRConfig value={{ fetcher: (path: string) => apiRequest(path), revalidateOnFocus: false }}>
      {children}
      {toastWanted && (
        <Suspense fallback={null}>
          <ToastHost onMounted={toastContainerMounted} />
        </Suspense>
      )}
    </SWRConfig>
  );
}
