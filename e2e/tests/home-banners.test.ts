import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { pictureFile } from '../support/images';
import { staffToken } from '../support/staff-api';
import { logInAsStaff } from '../support/staff-session';
import { clickForToast } from '../support/toasts';

const TITLE = 'E2E: Eid frames week';

afterAll(async () => {
  // The suite shares one shop: leave its banners as a fresh shop has them (support/shop-process.ts).
  const headers = { Authorization: await staffToken() };
  const banners = await (await fetch(`${shopUrl()}/api/banners/all`, { headers })).json();
  for (const banner of banners as { _id: string; title: string }[])
    if (banner.title === TITLE)
      await fetch(`${shopUrl()}/api/banners/${banner._id}`, { method: 'DELETE', headers });
  await closeBrowser();
});

describe('staff set the home page’s banners', () => {
  it('a banner staff add and move first leads the carousel; hidden, it leaves the home page', async () => {
    const staff = await newShopper();
    await logInAsStaff(staff.page);
    await staff.page.goto('/banners');
    const form = staff.page.getByRole('form', { name: 'New banner' });
    await form.getByLabel('Picture', { exact: true }).setInputFiles(await pictureFile('eid.png', '#1f6f5c'));
    await form.getByLabel('Picture description').fill('Green and gold frames for Eid');
    await form.getByLabel('Title (optional)', { exact: true }).fill(TITLE);
    await form.getByLabel('Link (optional)').fill('/products');
    await clickForToast(
      staff.page,
      form.getByRole('button', { name: 'Add Banner' }),
      'Banner added successfully',
    );

    const rows = staff.page.getByRole('listitem', { name: /^Banner \d+$/ });
    const count = await rows.count();
    for (let place = count; place > 1; place -= 1)
      await clickForToast(
        staff.page,
        staff.page.getByRole('button', { name: `Move banner ${place} up` }),
        'Banner moved',
      );
    await eventually(() => rows.first().innerText()).toContain(TITLE);

    const shopper = await newShopper();
    await shopper.page.goto('/');
    const carousel = shopper.page.getByRole('region', { name: 'Featured collections' });
    const first = carousel.getByRole('group', { name: `1 of ${count}` });
    await first.getByText(TITLE).waitFor();
    // Held on the first slide, so the link is where the shopper clicks.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await carousel.getByRole('button', { name: 'Show slide 1' }).click();
    expect(await first.getByRole('img').getAttribute('alt')).toBe('Green and gold frames for Eid');
    await first.getByRole('link').click();
    await shopper.page.waitForURL('**/products');

    await clickForToast(
      staff.page,
      staff.page.getByRole('button', { name: 'Hide banner 1' }),
      'Banner updated successfully',
    );
    await eventually(async () => {
      await shopper.page.goto('/');
      await shopper.page.getByRole('region', { name: 'Featured collections' }).waitFor();
      return shopper.page.getByText(TITLE).count();
    }).toBe(0);

    await staff.page.getByRole('button', { name: 'Delete banner 1' }).click();
    await clickForToast(
      staff.page,
      staff.page
        .getByRole('dialog', { name: 'Delete Banner' })
        .getByRole('button', { name: 'Delete Banner' }),
      'Banner deleted successfully',
    );
    expect(shopper.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await shopper.context.close();
    await staff.context.close();
  });
});
