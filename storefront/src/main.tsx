import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first render is a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree, which a slow phone feels as a page that ignores taps.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
