import { render } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { RouterHandle, type RouterState } from '@/testing/router-handle';
import { PublicLayout } from './public-layout';

/** A page whose code arrives when the test resolves it, as a lazily loaded route's does. */
export function deferredPage() {
  let arrive!: (page: { default: ComponentType }) => void;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = resolve;
  });
  return { Page: lazy(() => code), arrive: () => arrive({ default: () => <h1>Products page</h1> }) };
}

/**
 * The public layout as the app routes it (plain updates, no transitions), with two plain pages, a lazily
 * loaded one at /products and a fresh SWR cache. `navigate` moves as a link would.
 */
export function renderLayout(initialPath = '/', LazyProducts: ComponentType = deferredPage().Page) {
  const router: RouterState = {};
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[initialPath]} useTransitions={false}>
        <RouterHandle into={router} />
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path="/about-us" element={<h1>About page</h1>} />
            <Route path="/products" element={<LazyProducts />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return { navigate: (to: string) => router.navigate?.(to), ...view };
}
