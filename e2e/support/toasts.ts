import type { Locator, Page } from 'playwright-core';

/**
 * Clicks and waits for the toast the click shows. Some toasts close after a second, which on a busy
 * machine can pass before a check started after the click, so the wait starts first.
 */
export async function clickForToast(page: Page, target: Locator, toast: string | RegExp): Promise<Locator> {
  const shown = page.locator('.Toastify__toast').filter({ hasText: toast });
  const waiting = shown.first().waitFor({ state: 'attached' });
  await target.click();
  await waiting;
  return shown;
}
