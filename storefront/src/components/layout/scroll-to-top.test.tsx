import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { RouterHandle, type RouterState } from '@/testing/router-handle';
import { ScrollToTop } from './scroll-to-top';

/** jsdom has no layout: a window whose scrollTo moves scrollY, as a browser's does. */
function scrollableWindow() {
  let y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  return vi.spyOn(window, 'scrollTo').mockImplementation(((x: number | ScrollToOptions, top?: number) => {
    y = typeof x === 'object' ? (x.top ?? y) : (top ?? y);
  }) as typeof window.scrollTo);
}

function scrollBy(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

function renderPages(Scroll = ScrollToTop) {
  const page = (name: string, link: string) => (
    <>
      <Scroll />
      <h1>{name}</h1>
      <Link to={link}>Next</Link>
    </>
  );
  const router: RouterState = {};
  render(
    <MemoryRouter initialEntries={['/products?type=Posters&page=2']} useTransitions={false}>
      <RouterHandle into={router} />
      <Routes>
        <Route path="/products" element={page('Products', '/product/p1')} />
        <Route path="/product/:id" element={page('Product', '/products')} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    navigate: (to: string | number, options?: { replace: boolean }) =>
      typeof to === 'number' ? router.navigate?.(to) : router.navigate?.(to, options),
    search: () => router.location?.search,
  };
}

describe('ScrollToTop', () => {
  it('opens a new page at the top and returns to the listing’s place on Back', async () => {
    const scrollTo = scrollableWindow();
    const router = renderPages();
    act(() => scrollBy(1800));
    await act(async () => router.navigate('/product/p1'));
    expect(await screen.findByRole('heading', { name: 'Product' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
    act(() => scrollBy(300));
    scrollTo.mockClear();
    await act(async () => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(router.search()).toBe('?type=Posters&page=2');
    expect(scrollTo).toHaveBeenCalledWith(0, 1800);
    expect(window.scrollY).toBe(1800);
  });

  it('leaves the scroll alone when only the query string changes', async () => {
    const scrollTo = scrollableWindow();
    const router = renderPages();
    act(() => scrollBy(500));
    scrollTo.mockClear();
    await act(async () => router.navigate('/products?type=Frames', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(500);
  });

  it('leaves the first page of a visit where the browser opened it', async () => {
    const scrollTo = scrollableWindow();
    // A page load starts with no remembered positions: a fresh module, not the one earlier tests filled.
    vi.resetModules();
    const { ScrollToTop: OnFirstLoad } = await import('./scroll-to-top');
    renderPages(OnFirstLoad);
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
