import { render, screen } from '@testing-library/react';
import { SHOP_PATHS } from '@shop/contracts';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { SPLASH_SESSION_KEY } from '@/components/layout/splash-screen';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { TEST_SHOP_SETTINGS } from '@/testing/shop-settings';
import { AppRoutes, loadPageAt } from './router';

function renderAppAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <AppRoutes />
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  sessionStorage.setItem(SPLASH_SESSION_KEY, '1');
  server.use(http.get(apiUrl('/announcement/get-announcements'), () => HttpResponse.json([])));
});
afterEach(() => sessionStorage.clear());

describe('loadPageAt', () => {
  it("loads the page at a path before the first render, so that render shows the page and not the layout's loading state", async () => {
    await loadPageAt(SHOP_PATHS.about);
    renderAppAt(SHOP_PATHS.about);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
    // The shop's name arrives with its settings.
    expect(
      await screen.findByRole('heading', { level: 1, name: TEST_SHOP_SETTINGS.shopName }),
    ).toBeInTheDocument();
  });

  it('matches a page by its route pattern, and leaves a path without a page of its own alone', async () => {
    await expect(loadPageAt('/track-order/some-token')).resolves.toBeDefined();
    await expect(loadPageAt('/')).resolves.toBeUndefined();
    await expect(loadPageAt('/no-such-page')).resolves.toBeUndefined();
  });
});
