import { SAMPLE_SHOP_SETTINGS } from '@shop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { catalogue, staffToken } from '../support/staff-api';
import { logInAsStaff } from '../support/staff-session';

afterAll(async () => {
  // The suite shares one shop: leave it with the samples the other journeys start from, and the
  // raised limit on waiting orders they check out under (support/shop-process.ts).
  await fetch(`${shopUrl()}/api/shop-settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: await staffToken() },
    body: JSON.stringify({ ...SAMPLE_SHOP_SETTINGS, maxWaitingOrdersPerPhone: 100 }),
  });
  await closeBrowser();
});

describe('staff complete the shop details', () => {
  it('from the dashboard notice; the footer and a shared link show them at once, without a restart', async () => {
    const staff = await newShopper();
    await logInAsStaff(staff.page);
    await staff.page.getByRole('link', { name: 'Open Shop settings' }).click();
    await staff.page.waitForURL('**/shop-settings');
    const fields: [RegExp, string][] = [
      [/^Shop name/, 'Rang Wall Art'],
      [/^Phone/, '042 35761234'],
      [/^WhatsApp number/, '0321 4567890'],
      [/^E-mail/, 'hello@rang.pk'],
      [/^Address/, '14 Main Boulevard, Gulberg, Lahore'],
    ];
    for (const [label, value] of fields) await staff.page.getByLabel(label).fill(value);
    await staff.page.getByRole('button', { name: 'Save Settings' }).click();
    await staff.page.getByText('Shop settings saved').waitFor();
    await staff.page.getByRole('link', { name: 'Dashboard' }).click();
    await staff.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await staff.page.getByText('Sales, stock and the newest activity at a glance.').waitFor();
    await staff.page
      .getByRole('region', { name: "Complete your shop's details" })
      .waitFor({ state: 'detached' });
    await staff.context.close();

    const shopper = await newShopper();
    await shopper.page.goto('/contact-us');
    const footer = shopper.page.getByRole('contentinfo');
    await footer.getByText('14 Main Boulevard, Gulberg, Lahore').waitFor();
    await footer.getByText('Rang Wall Art', { exact: true }).waitFor();
    const chat = shopper.page.getByRole('link', { name: /Start a chat/ });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/923214567890\?text=/);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();

    const { products } = await catalogue();
    const html = await (await fetch(`${shopUrl()}/product/${products[0]._id}`)).text();
    expect(html).toContain('<meta property="og:site_name" content="Rang Wall Art" />');
  });
});
