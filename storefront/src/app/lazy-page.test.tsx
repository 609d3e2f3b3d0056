import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { LazyPageView, lazyPage } from './lazy-page';

function renderInSuspense(page: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>Loading the page</p>}>
      <LazyPageView page={page} />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('shows a page loaded before its first render in that render, without the loading state', async () => {
    const page = lazyPage(async () => () => <h1>Product page</h1>);
    await page.preload();
    renderInSuspense(page);
    expect(screen.getByRole('heading', { name: 'Product page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });

  it('shows the loading state, then the page, when its module was not loaded yet', async () => {
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const page = lazyPage(async () => {
      await code;
      return () => <h1>Product page</h1>;
    });
    renderInSuspense(page);
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  });

  it('loads the module once, and again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <h1>Product page</h1>);
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    renderInSuspense(page);
    expect(screen.getByRole('heading', { name: 'Product page' })).toBeInTheDocument();
  });
});
