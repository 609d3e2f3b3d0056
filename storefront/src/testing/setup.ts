import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cartSchemaReady, resetCartSnapshot } from '@/lib/cart';
import { installEmulatedMedia } from './emulate-media';
import { server } from './msw-server';

// findBy and waitFor wait as long as a busy machine needs (two test files run at once): a missing
// element still fails the test, later.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The app starts loading the cart's schema at once; tests start once it is there, as a page does soon after.
beforeAll(() => cartSchemaReady);
// jsdom has no layout: scrolling is a no-op here (and jsdom would report it through console.error).
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = () => {};
// jsdom has <dialog> but not its methods; these open and close it as a browser does, without the top layer.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
beforeEach(() => {
  installEmulatedMedia();
  localStorage.clear();
  sessionStorage.clear();
  resetCartSnapshot();
  // A console.error in a test is a failure: React warnings and unexpected errors must not pass silently.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in test: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
