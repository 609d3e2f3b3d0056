import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { ListingQuery } from './listing-query';
import { useListingQuery } from './use-listing-query';

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

  it('puts a filter change in the URL, and a later navigation is what the listing shows', () => {
    const { hook } = renderListingQuery('/products?type=Posters');
    act(() => hook.result.current.changeFilter('search')('night'));
    expect(hook.result.current.query).toMatchObject({ search: 'night', type: 'Posters' });
    expect(hook.result.current.location.search).toBe('?search=night&type=Posters');

    act(() => {
      void hook.result.current.navigate('/products?search=star');
    });
    expect(hook.result.current.query).toMatchObject({ search: 'star', type: '' });
    act(() => {
      void hook.result.current.navigate(-1);
    });
    expect(hook.result.current.query).toMatchObject({ search: 'night', type: 'Posters' });
  });

  it('lets a navigation to the same URL win over a filter change the router has not rendered yet', () => {
    const { hook } = renderListingQuery('/products?type=Posters');
    act(() => {
      hook.result.current.changeFilter('search')('night');
      void hook.result.current.navigate('/products?type=Posters');
    });
    expect(hook.result.current.location.search).toBe('?type=Posters');
    expect(hook.result.current.query).toMatchObject({ search: '', type: 'Posters' });
  });
});
