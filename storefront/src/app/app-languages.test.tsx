import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SWRConfig } from 'swr';
import { SPLASH_SESSION_KEY } from '@/components/layout/splash-screen';
import { LOCALE_CHOICE_KEY } from '@/lib/i18n/locale-choice';
import { activateLocale, loadLocale } from '@/lib/i18n/shop-i18n';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { App } from './app';
import { loadPageAt } from './router';

/** The shop opened at `path`, as main.tsx starts it: the page's language loaded before the first render. */
async function openShopAt(path: string) {
  window.history.replaceState(null, '', path);
  await Promise.all([
    loadPageAt(path),
    activateLocale(path === '/ur' || path.startsWith('/ur/') ? 'ur' : 'en'),
  ]);
  // A fresh cache per test, and no second request for data the page already has when a change of
  // language mounts its routes again (the shop's own cache is outside the router for that reason).
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 60_000 }}>
      <App />
    </SWRConfig>,
  );
}

/**
 * A click that changes the language, and the change it makes: the texts load, then the page renders
 * again in the other language (the test waits for both inside React's act, as a browser shows them).
 */
async function switchWith(control: HTMLElement, locale: 'en' | 'ur') {
  await act(async () => {
    fireEvent.click(control);
    await loadLocale(locale);
  });
}

const mainNavigation = () => screen.getByRole('navigation', { name: /^(Main|مرکزی)$/ });

const mainLinks = () =>
  within(mainNavigation())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** A link of the header's main navigation, once the page shows it (a change of language renders a new one). */
const mainLink = (name: string) => waitFor(() => within(mainNavigation()).getByRole('link', { name }));

let browserLanguages: string[] = ['en-GB', 'en'];
/** Requests the page made that have not been answered yet (the shop's settings, announcements). */
let unanswered = 0;
server.events.on('request:start', () => {
  unanswered += 1;
});
server.events.on('response:mocked', () => {
  unanswered -= 1;
});

beforeEach(() => {
  sessionStorage.setItem(SPLASH_SESSION_KEY, '1');
  browserLanguages = ['en-GB', 'en'];
  vi.spyOn(navigator, 'languages', 'get').mockImplementation(() => browserLanguages);
  server.use(http.get(apiUrl('/announcement/get-announcements'), () => HttpResponse.json([])));
});

afterEach(async () => {
  // The page's own requests (made again when a change of language mounts its routes anew) are answered
  // and shown before it goes.
  // (waitFor outside act: inside act, its polling turns React's act environment off and an answer
  // arriving then is reported as an error.)
  await waitFor(() => expect(unanswered).toBe(0));
  await act(async () => {
    // An answer reaches the page a few turns of the event loop after it is sent.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  cleanup();
  await act(() => activateLocale('en'));
  window.history.replaceState(null, '', '/');
});

describe('the shop in Urdu and English', () => {
  it('shows a page under /ur in Urdu, right to left, with every link staying in Urdu', async () => {
    await openShopAt('/ur/track-order');
    expect(await mainLink('ہوم')).toBeInTheDocument();
    expect(mainLinks()).toEqual([
      ['ہوم', '/ur'],
      ['ہمارے بارے میں', '/ur/about-us'],
      ['مصنوعات', '/ur/products'],
      ['اپنی مرضی کی مصنوعات', '/ur/customize-products'],
      ['رابطہ کریں', '/ur/contact-us'],
    ]);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ur'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('switches to the same page in English from the header, and remembers the choice', async () => {
    await openShopAt('/ur/track-order?token=abc');
    await switchWith(await screen.findByRole('link', { name: 'زبان: English' }), 'en');
    expect(await mainLink('Products')).toHaveAttribute('href', '/products');
    expect(window.location.pathname).toBe('/track-order');
    expect(window.location.search).toBe('?token=abc');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('en');
  });

  it('switches an English page to its Urdu address from the header', async () => {
    await openShopAt('/about-us');
    await switchWith(await screen.findByRole('link', { name: 'Language: اردو' }), 'ur');
    expect(await mainLink('مصنوعات')).toHaveAttribute('href', '/ur/products');
    expect(window.location.pathname).toBe('/ur/about-us');
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
    await switchWith(within(offer).getByRole('button', { name: 'اردو میں دیکھیں' }), 'ur');
    expect(await mainLink('مصنوعات')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/ur/about-us');
  });

  it('shows the empty cart in Urdu, its way back to shopping staying in Urdu', async () => {
    await openShopAt('/ur/cart');
    expect(await screen.findByRole('heading', { name: 'شاپنگ کارٹ' })).toBeInTheDocument();
    expect(screen.getByText('آپ کا کارٹ خالی ہے')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'خریداری جاری رکھیں' }),
    ).toHaveAttribute('href', '/ur');
  });

  it('makes no offer to a browser that does not ask for Urdu', async () => {
    await openShopAt('/about-us');
    expect(await mainLink('Products')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Urdu' })).not.toBeInTheDocument();
  });
});
