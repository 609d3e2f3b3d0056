import type { Page } from 'playwright-core';
import { STAFF } from './shop-process';

/** Logs in through /login as the staff account; resolves on the dashboard. */
export async function logInAsStaff(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('Login successful!').waitFor();
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
