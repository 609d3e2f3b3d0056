import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigationType } from 'react-router';
import { renderWithProviders } from '@/testing/render-app';
import { InAppLink } from './in-app-link';

/** Shows where the router is and how it got there. */
function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname} by {useNavigationType()}
    </p>
  );
}

function Page() {
  return (
    <>
      <Where />
      <InAppLink to="/product/p1">Moon Poster</InAppLink>
      <InAppLink to="/products">All products</InAppLink>
    </>
  );
}

/**
 * Clicks the link and answers whether the browser would follow it itself (nothing prevented its
 * default); jsdom's own navigation, which it cannot do, is stopped after.
 */
function clickLeftToBrowser(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  const afterEveryHandler = (event: MouseEvent) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterEveryHandler);
  fireEvent.click(link, init);
  window.removeEventListener('click', afterEveryHandler);
  return leftToBrowser;
}

const renderPage = () =>
  renderWithProviders(<Page />, {
    route: '/products',
    extraRoutes: [{ path: '/product/:id', element: <Where /> }],
  });

describe('InAppLink', () => {
  it('opens the shop page it points to without reloading the shop', async () => {
    renderPage();
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Moon Poster' }))).toBe(false);
    expect(screen.getByText('at /product/p1 by PUSH')).toBeInTheDocument();
  });

  it('replaces the history entry when it points to the page already shown', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'All products' }));
    expect(screen.getByText('at /products by REPLACE')).toBeInTheDocument();
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab or window)', () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Moon Poster' });
    for (const click of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(clickLeftToBrowser(link, click)).toBe(true);
    }
    expect(screen.getByText('at /products by POP')).toBeInTheDocument();
  });

  it('is a plain link outside the shop (no provider)', () => {
    render(<InAppLink to="/product/p1">Moon Poster</InAppLink>);
    const link = screen.getByRole('link', { name: 'Moon Poster' });
    expect(link).toHaveAttribute('href', '/product/p1');
    expect(clickLeftToBrowser(link)).toBe(true);
  });
});
