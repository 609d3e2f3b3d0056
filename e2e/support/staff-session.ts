import type { Page } from 'playwright-core';
import { STAFF } from './shop-process';

/** Logs in through /login as the staff account; resolves on the dashboard. */
export async function logInAsStaff(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  // The toast closes after a second; on a busy machine that can pass before a check that starts
  // after the click, so the wait starts first.
  const toastShown = page.getByText('Login successful!').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  await toastShown;
}

/** Accepts (and records) the browser alerts the admin forms use for validation messages. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
}
