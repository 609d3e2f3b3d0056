import { basenameOf } from '@shop/contracts';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { InAppLinkProvider } from '@/components/in-app-link';
import { followLocaleOfAddress } from '@/lib/i18n/locale-choice';
import { setPageLanguage } from '@/lib/i18n/page-direction';
import { useShopLocale } from '@/lib/i18n/use-text';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

/**
 * Navigations are plain updates, not transitions: a lazy page's Suspense fallback shows at once, and it
 * keeps the route progress bar running until the page's code has arrived (decision 0004).
 * The Urdu pages are the English routes under the base `/ur` (decision 0058): every link of an Urdu
 * page stays in Urdu, and a change of language mounts the router again on the new address.
 */
export function App() {
  const locale = useShopLocale();
  useEffect(() => setPageLanguage(locale), [locale]);
  useEffect(() => {
    window.addEventListener('popstate', followLocaleOfAddress);
    return () => window.removeEventListener('popstate', followLocaleOfAddress);
  }, []);
  return (
    <AppProviders>
      <BrowserRouter key={locale} basename={basenameOf(locale)} useTransitions={false}>
        <InAppLinkProvider>
          <AppRoutes locale={locale} />
        </InAppLinkProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
