import { render } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
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
  const navigation: { navigate?: NavigateFunction } = {};
  function NavigateHandle() {
    navigation.navigate = useNavigate();
    return null;
  }
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[initialPath]} useTransitions={false}>
        <NavigateHandle />
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
  return { navigate: (to: string) => navigation.navigate?.(to), ...view };
}
