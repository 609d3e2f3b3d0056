import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { answerSchemas } from './api/load-answer-schemas';
import { App } from './app/app';
import { loadPageAt } from './app/router';
import { startupLocale } from './lib/i18n/locale-choice';
import { activateLocale } from './lib/i18n/shop-i18n';
import './styles/global.css';

/**
 * React reports an error it recovered from (error #520: a concurrent render threw, a synchronous retry
 * did not) without what was thrown. Report what was thrown, so the page's error names the cause, with
 * the components it was thrown in (their positions map to the sources through the build's source maps).
 */
function reportRecoverableError(error: unknown, { componentStack }: { componentStack?: string }): void {
  const thrown = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (thrown instanceof Error && componentStack) {
    thrown.stack = `${thrown.stack ?? thrown.message}\nIn the components:${componentStack}`;
  }
  reportError(thrown);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
/**
 * The first render is a transition: React yields to the browser every few milliseconds instead of
 * holding the main thread for the whole tree, which a slow phone feels as a page that ignores taps.
 */
function renderApp(container: HTMLElement) {
  startTransition(() => {
    createRoot(container, { onRecoverableError: reportRecoverableError }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// A page whose module failed to load renders anyway: its route then shows the failure as a navigation does.
// An Urdu page waits for its catalogue too, so its first render is already in Urdu. The answer schemas
// (preloaded by index.html) check the answers the page embeds, which the first render then shows.
const locale = startupLocale();
Promise.all([
  loadPageAt(window.location.pathname).catch(() => undefined),
  answerSchemas().catch(() => undefined),
  activateLocale(locale),
])
  .catch((error: unknown) => console.error('The Urdu texts could not be loaded', error))
  .then(() => renderApp(root));
