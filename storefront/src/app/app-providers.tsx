import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { SWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: (path: string) => apiRequest(path), revalidateOnFocus: false }}>
      {children}
      <ToastContainer position="top-right" newestOnTop />
    </SWRConfig>
  );
}
