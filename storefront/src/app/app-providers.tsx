import { lazy, type ReactNode, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { toastContainerMounted } from '@/lib/toast';

// Toasts only follow a shopper's action, so their container and styles stay out of the entry.
const ToastHost = lazy(() => import('./toast-host'));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: (path: string) => apiRequest(path), revalidateOnFocus: false }}>
      {children}
      <Suspense fallback={null}>
        <ToastHost onMounted={toastContainerMounted} />
      </Suspense>
    </SWRConfig>
  );
}
