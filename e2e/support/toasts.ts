import type { Locator, Page } from 'playwright-core';

/**
 * Clicks and waits for the toast the click shows. Some toasts close after a second; `attached` holds
 * through their closing animation, where a wait for `visible` missed them on a busy machine.
 */
export async function clickForToast(page: Page, target: Locator, toast: string | RegExp): Promise<Locator> {
  const shown = page.locator('.Toastify__toast').filter({ hasText: toast });
  await target.click();
  await shown.first().waitFor({ state: 'attached' });
  return shown;
}
