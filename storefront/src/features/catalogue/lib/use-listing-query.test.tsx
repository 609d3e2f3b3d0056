import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { ListingQuery } from './listing-query';
import { URL_WAIT_MS, useListingQuery } from './use-listing-query';

function renderListingQuery(route: string) {
  const announced: ListingQuery[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  const hook = renderHook(
    () => ({
      ...useListingQuery((next) => announced.push(next)),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
  return { hook, announced };
}

describe('useListingQuery', () => {
  it('announces each new query as the screen will read it, before it renders', () => {
    const { hook, announced } = renderListingQuery('/products?type=Posters&page=3');
    // The category as typed; the URL reads it back in capitals, and a filter goes back to page 1.
    act(() => hook.result.current.changeFilter('category')('space'));
    expect(announced).toEqual([hook.result.current.query]);
    expect(hook.result.current.query).toMatchObject({ type: 'Posters', category: 'SPACE', page: 1 });

    act(() => {
      hook.result.current.goToPage(2, 1, 5);
    });
    expect(announced).toHaveLength(2);
    expect(announced[1]).toEqual(hook.result.current.query);
    expect(announced[1]?.page).toBe(2);
  });

  it('announces nothing for a page it ignores', () => {
    const { hook, announced } = renderListingQuery('/products');
    act(() => {
      hook.result.current.goToPage(9, 1, 5);
    });
    expect(announced).toEqual([]);
  });

  it('puts a filter change in the URL once shown, and a later navigation is what the listing shows', async () => {
    const { hook } = renderListingQuery('/products?type=Posters');
    act(() => hook.result.current.changeFilter('search')('night'));
    expect(hook.result.current.query).toMatchObject({ search: 'night', type: 'Posters' });
    await waitFor(() => expect(hook.result.current.location.search).toBe('?search=night&type=Posters'));
    expect(hook.result.current.query).toMatchObject({ search: 'night', type: 'Posters' });

    act(() => {
      void hook.result.current.navigate('/products?search=star');
    });
    expect(hook.result.current.query).toMatchObject({ search: 'star', type: '' });
    act(() => {
      void hook.result.current.navigate(-1);
    });
    expect(hook.result.current.query).toMatchObject({ search: 'night', type: 'Posters' });
  });

  it('writes the URL after the listing has answered, and only the latest of quick changes', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/products']}>{children}</MemoryRouter>
    );
    const hook = renderHook(() => ({ ...useListingQuery(() => answered), location: useLocation() }), {
      wrapper,
    });
    act(() => hook.result.current.changeFilter('search')('n'));
    act(() => hook.result.current.changeFilter('search')('ni'));
    expect(hook.result.current.query.search).toBe('ni');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.result.current.location.search).toBe('');
    answer();
    await waitFor(() => expect(hook.result.current.location.search).toBe('?search=ni'));
    expect(hook.result.current.query.search).toBe('ni');
  });

  it('writes the URL of a change whose answer is slow once it has waited long enough', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'], shouldAdvanceTime: true });
    try {
      const wrapper = ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/products']}>{children}</MemoryRouter>
      );
      const neverAnswered = new Promise<void>(() => {});
      const hook = renderHook(() => ({ ...useListingQuery(() => neverAnswered), location: useLocation() }), {
        wrapper,
      });
      act(() => hook.result.current.changeFilter('search')('night'));
      await act(async () => vi.advanceTimersByTimeAsync(URL_WAIT_MS - 100));
      expect(hook.result.current.location.search).toBe('');
      await act(async () => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(hook.result.current.location.search).toBe('?search=night'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a second change at once while the URL still holds the first', async () => {
    const { hook } = renderListingQuery('/products');
    act(() => hook.result.current.changeFilter('search')('n'));
    await waitFor(() => expect(hook.result.current.location.search).toBe('?search=n'));
    act(() => hook.result.current.changeFilter('search')('ni'));
    expect(hook.result.current.location.search).toBe('?search=n');
    expect(hook.result.current.query.search).toBe('ni');
    await waitFor(() => expect(hook.result.current.location.search).toBe('?search=ni'));
    expect(hook.result.current.query.search).toBe('ni');
  });

  it('keeps showing a newer change when the URL written for an older one renders after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      const { hook } = renderListingQuery('/products');
      act(() => hook.result.current.changeFilter('search')('n'));
      // The answer came: the write waits for the next frame and the task after it.
      await act(async () => {});
      act(() => {
        vi.advanceTimersByTime(50);
        // Typed while the router's transition for "n" is still to be rendered.
        hook.result.current.changeFilter('search')('ni');
      });
      expect(hook.result.current.location.search).toBe('?search=n');
      expect(hook.result.current.query.search).toBe('ni');
      await act(async () => {});
      act(() => vi.advanceTimersByTime(50));
      expect(hook.result.current.location.search).toBe('?search=ni');
      expect(hook.result.current.query.search).toBe('ni');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a navigation to the same URL win over a filter change whose URL is not written yet', async () => {
    const { hook } = renderListingQuery('/products?type=Posters');
    act(() => {
      hook.result.current.changeFilter('search')('night');
      void hook.result.current.navigate('/products?type=Posters');
    });
    expect(hook.result.current.location.search).toBe('?type=Posters');
    expect(hook.result.current.query).toMatchObject({ search: '', type: 'Posters' });
    // The change's URL is not written afterwards either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.result.current.location.search).toBe('?type=Posters');
    expect(hook.result.current.query).toMatchObject({ search: '', type: 'Posters' });
  });

  it('writes nothing once the listing has been left', async () => {
    const { hook } = renderListingQuery('/products');
    act(() => hook.result.current.changeFilter('search')('night'));
    act(() => {
      void hook.result.current.navigate('/product/abc');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.result.current.location.pathname).toBe('/product/abc');
    expect(hook.result.current.location.search).toBe('');
  });
});
