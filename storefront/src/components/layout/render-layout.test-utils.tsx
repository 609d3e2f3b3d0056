import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { PublicLayout } from './public-layout';

/** The public layout in a data router (it reads navigation state), with two plain pages and a fresh SWR cache. */
export function renderLayout(initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/about-us', element: <h1>About page</h1> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, ...view };
}
