import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { logInAsStaff } from '../support/staff-session';
import { clickForToast } from '../support/toasts';

afterAll(closeBrowser);

describe('staff roles', () => {
  it('an owner creates a staff account that then cannot open Shop settings', async () => {
    const email = `packer-${Date.now()}@shop.test`;
    const password = 'packer-pass-2026';

    const owner = await newShopper();
    await logInAsStaff(owner.page);
    await owner.page.getByRole('link', { name: 'Staff accounts' }).click();
    await owner.page.waitForURL('**/staff-accounts');
    const form = owner.page.getByRole('form', { name: 'New staff account' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Name').fill('Imran the packer');
    await form.getByLabel('Role').selectOption('staff');
    await form.getByLabel(/^First password/).fill(password);
    await clickForToast(
      owner.page,
      form.getByRole('button', { name: 'Create account' }),
      'Account created for Imran the packer',
    );
    await owner.page.getByRole('listitem', { name: 'Account of Imran the packer' }).waitFor();
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const packer = await newShopper();
    await packer.page.goto('/login');
    await packer.page.getByLabel('Email').fill(email);
    await packer.page.getByLabel('Password').fill(password);
    await clickForToast(packer.page, packer.page.getByRole('button', { name: 'Login' }), 'Login successful!');
    await packer.page.waitForURL('**/dashboard');
    const nav = packer.page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'View Orders' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Shop settings' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Staff accounts' }).count()).toBe(0);

    await packer.page.goto('/shop-settings');
    await packer.page
      .getByRole('alert')
      .getByText(/Only the shop owner may do this/)
      .waitFor();
    expect(await packer.page.getByRole('button', { name: 'Save Settings' }).count()).toBe(0);

    // The server refuses it too, whatever the page shows.
    const token = await packer.page.evaluate(() => localStorage.getItem('token'));
    const res = await fetch(`${shopUrl()}/api/shop-settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: token ?? '' },
      body: JSON.stringify({ shopName: 'Taken over' }),
    });
    expect(res.status).toBe(403);
    expect(packer.errors).toEqual([]);
    await packer.context.close();
  });
});
