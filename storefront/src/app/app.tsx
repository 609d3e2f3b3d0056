import { BrowserRouter } from 'react-router';
import { InAppLinkProvider } from '@/components/in-app-link';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

/**
 * Navigations are plain updates, not transitions: a lazy page's Suspense fallback shows at once, and it
 * keeps the route progress bar running until the page's code has arrived (decision 0004).
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter useTransitions={false}>
        <InAppLinkProvider>
          <AppRoutes />
        </InAppLinkProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
