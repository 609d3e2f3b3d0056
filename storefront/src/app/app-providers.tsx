import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { SWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { isToastWanted, onToastWanted, toastContainerMounted } from '@/lib/toast';

// Toasts only follow a shopper's action: their container and styles load with the first toast.
const ToastHost = lazy(() => import('./toast-host'));

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
