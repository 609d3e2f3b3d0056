import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import ToastHost from '@/app/toast-host';
import { InAppLinkProvider } from '@/components/in-app-link';
import { toastContainerMounted } from '@/lib/toast';

interface RenderOptions {
  route?: string;
  path?: string;
  state?: unknown;
  extraRoutes?: { path: string; element: ReactElement }[];
}

/** Renders a screen inside a router, a fresh SWR cache and the toast container. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const [route = '/', query = ''] = (options.route ?? '/').split('?');
  const search = query ? `?${query}` : '';
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[{ pathname: route, search, state: options.state }]}>
        <InAppLinkProvider>
          <Routes>
            <Route path={options.path ?? route} element={ui} />
            {options.extraRoutes?.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
        </InAppLinkProvider>
      </MemoryRouter>
      <ToastHost onMounted={toastContainerMounted} />
    </SWRConfig>,
  );
}
