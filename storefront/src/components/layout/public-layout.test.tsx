import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { dispatchCart } from '@/lib/cart';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { TEST_SHOP_SETTINGS as shop } from '@/testing/shop-settings';
import { ROUTE_PROGRESS_LINGER_MS, ROUTE_PROGRESS_MIN_MS } from './route-progress';
import { deferredPage, renderLayout } from './render-layout.test-utils';
import { SPLASH_SESSION_KEY } from './splash-screen';

const line = (id: string, quantity: number) => ({
  cartId: `c-${id}`,
  id,
  name: `Poster ${id}`,
  quantity,
  price: 500,
});

beforeEach(() => {
  sessionStorage.setItem(SPLASH_SESSION_KEY, '1');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  server.use(http.get(apiUrl('/announcement/get-announcements'), () => HttpResponse.json([])));
});

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('PublicLayout', () => {
  it('links the main pages and the cart from the header', async () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/about-us', '/products', '/customize-products', '/contact-us']);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows no cart badge for an empty cart', () => {
    renderLayout();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('counts cart lines, not quantities, in the cart badge and follows cart changes', async () => {
    localStorage.setItem('cart', JSON.stringify([line('a', 3), line('b', 1)]));
    renderLayout();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    act(() => dispatchCart({ type: 'add', line: line('c', 5) }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');

    act(() => dispatchCart({ type: 'clear' }));
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('opens the mobile menu with every page and the cart, and closes it after navigating', async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'About Us', 'Products', 'Customize Products', 'Contact Us', 'Cart']);
    await user.click(within(menu).getByRole('link', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("lists the footer links, the unlinked product types, the shop settings' details, hours and badges", async () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(within(quickLinks).getAllByRole('link')).toHaveLength(6);
    expect(within(quickLinks).getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
      'href',
      '/track-order',
    );
    const products = within(footer).getByRole('region', { name: 'Our Products' });
    expect(within(products).getByText('Nikkah-Namas')).toBeInTheDocument();
    expect(within(products).queryAllByRole('link')).toHaveLength(0);
    expect(await within(footer).findByRole('link', { name: shop.email })).toHaveAttribute(
      'href',
      `mailto:${shop.email}`,
    );
    expect(within(footer).getByText(shop.address)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: shop.phone })).toHaveAttribute('href', 'tel:04235761234');
    expect(within(footer).getByText('9AM-6PM')).toBeInTheDocument();
    expect(within(footer).getByText('10AM-4PM')).toBeInTheDocument();
    expect(within(footer).getByText('Secure')).toBeInTheDocument();
    expect(within(footer).getByText('Premium')).toBeInTheDocument();
    // Only the social pages staff filled in are linked.
    expect(within(footer).getByRole('link', { name: /Follow us on/ })).toHaveAttribute(
      'href',
      shop.instagramUrl,
    );
  });

  it('lists each social page the staff filled in as its own item', async () => {
    const facebookUrl = 'https://facebook.com/shop.sample';
    server.use(http.get(apiUrl('/shop-settings'), () => HttpResponse.json({ ...shop, facebookUrl })));
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const facebook = await within(footer).findByRole('link', { name: /Follow us on Facebook/ });
    expect(facebook).toHaveAttribute('href', facebookUrl);
    const instagram = within(footer).getByRole('link', { name: /Follow us on Instagram/ });
    expect(instagram.closest('li')).not.toBeNull();
    expect(facebook.closest('li')).not.toBe(instagram.closest('li'));
  });

  it('scrolls to the top and shows the loading bar for at least 2 s on a route change, then unmounts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { navigate } = renderLayout();
    await screen.findByRole('heading', { name: 'Home page' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    vi.mocked(window.scrollTo).mockClear();

    await act(async () => navigate('/about-us'));
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(ROUTE_PROGRESS_MIN_MS - 100));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.querySelector('[data-state="done"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(ROUTE_PROGRESS_LINGER_MS));
    expect(document.querySelector('[data-state]')).toBeNull();
  });

  it('keeps the loading bar running while a lazy page’s code is on its way, however long that takes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const products = deferredPage();
    const { navigate } = renderLayout('/', products.Page);
    await screen.findByRole('heading', { name: 'Home page' });

    await act(async () => navigate('/products'));
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ROUTE_PROGRESS_MIN_MS * 2));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    await act(async () => products.arrive());
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(document.querySelector('[data-state="done"]')).not.toBeNull();
  });

  it('greets with the splash only on the first visit of the session', async () => {
    sessionStorage.clear();
    const first = renderLayout();
    const splash = screen.getByTestId('splash-screen');
    await waitFor(() => expect(splash).toHaveTextContent(shop.shopName));
    expect(splash).toHaveTextContent(shop.tagline);
    expect(splash).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    first.unmount();

    renderLayout();
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });
});
