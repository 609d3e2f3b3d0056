import type { Page } from 'playwright-core';
import { STAFF } from './shop-process';
import { clickForToast } from './toasts';

/** Logs in through /login as the staff account; resolves on the dashboard. */
export async function logInAsStaff(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await clickForToast(page, page.getByRole('button', { name: 'Login' }), 'Login successful!');
  await page.waitForURL('**/dashboard');
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
