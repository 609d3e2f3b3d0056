import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SPLASH_SESSION_KEY } from '@/components/layout/splash-screen';
import { LOCALE_CHOICE_KEY } from '@/lib/i18n/locale-choice';
import { activateLocale } from '@/lib/i18n/shop-i18n';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { App } from './app';

/** The shop opened at `path`, as main.tsx starts it: the page's language loaded before the first render. */
async function openShopAt(path: string) {
  window.history.replaceState(null, '', path);
  await activateLocale(path === '/ur' || path.startsWith('/ur/') ? 'ur' : 'en');
  return render(<App />);
}

const mainNavigation = async () => screen.findByRole('navigation', { name: /^(Main|مرکزی)$/ });

const mainLinks = async () =>
  within(await mainNavigation())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** A link of the header's main navigation, once the page shows it. */
const mainLink = async (name: string) => within(await mainNavigation()).findByRole('link', { name });

let browserLanguages: string[] = ['en-GB', 'en'];

beforeEach(() => {
  sessionStorage.setItem(SPLASH_SESSION_KEY, '1');
  browserLanguages = ['en-GB', 'en'];
  vi.spyOn(navigator, 'languages', 'get').mockImplementation(() => browserLanguages);
  server.use(http.get(apiUrl('/announcement/get-announcements'), () => HttpResponse.json([])));
});

afterEach(async () => {
  cleanup();
  await act(() => activateLocale('en'));
  window.history.replaceState(null, '', '/');
});

describe('the shop in Urdu and English', () => {
  it('shows a page under /ur in Urdu, right to left, with every link staying in Urdu', async () => {
    await openShopAt('/ur/track-order');
    expect(await mainLink('ہوم')).toBeInTheDocument();
    expect(await mainLinks()).toEqual([
      ['ہوم', '/ur'],
      ['ہمارے بارے میں', '/ur/about-us'],
      ['مصنوعات', '/ur/products'],
      ['اپنی مرضی کی مصنوعات', '/ur/customize-products'],
      ['رابطہ کریں', '/ur/contact-us'],
    ]);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ur'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('follows a link of an Urdu page to the Urdu address of the next page', async () => {
    await openShopAt('/ur/track-order');
    await userEvent.click(await mainLink('ہمارے بارے میں'));
    await waitFor(() => expect(window.location.pathname).toBe('/ur/about-us'));
  });

  it('switches to the same page in English from the header, and remembers the choice', async () => {
    await openShopAt('/ur/track-order?token=abc');
    await userEvent.click(await screen.findByRole('link', { name: 'زبان: English' }));
    await waitFor(() => expect(window.location.pathname).toBe('/track-order'));
    expect(window.location.search).toBe('?token=abc');
    expect(await mainLink('Products')).toHaveAttribute('href', '/products');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('en');
  });

  it('switches an English page to its Urdu address from the header', async () => {
    await openShopAt('/about-us');
    await userEvent.click(await screen.findByRole('link', { name: 'Language: اردو' }));
    await waitFor(() => expect(window.location.pathname).toBe('/ur/about-us'));
    expect(await mainLink('مصنوعات')).toHaveAttribute('href', '/ur/products');
    expect(localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('ur');
  });

  it('offers Urdu to a first visit from an Urdu browser without leaving the page, until dismissed', async () => {
    browserLanguages = ['ur-PK', 'en'];
    await openShopAt('/about-us');
    const offer = await screen.findByRole('complementary', { name: 'Urdu' });
    expect(window.location.pathname).toBe('/about-us');
    await userEvent.click(within(offer).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('complementary', { name: 'Urdu' })).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('en');
  });

  it('opens the Urdu page when the shopper takes up the offer', async () => {
    browserLanguages = ['ur'];
    await openShopAt('/about-us');
    const offer = await screen.findByRole('complementary', { name: 'Urdu' });
    await userEvent.click(within(offer).getByRole('button', { name: 'اردو میں دیکھیں' }));
    await waitFor(() => expect(window.location.pathname).toBe('/ur/about-us'));
    expect(await mainLink('مصنوعات')).toBeInTheDocument();
  });

  it('makes no offer to a browser that does not ask for Urdu', async () => {
    await openShopAt('/about-us');
    expect(await mainLink('Products')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Urdu' })).not.toBeInTheDocument();
  });
});
