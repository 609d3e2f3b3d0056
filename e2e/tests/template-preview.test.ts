import { afterAll, describe, expect, it } from 'vitest';
import { pictureBytes } from '../../scripts/lib/fixtures.mjs';
import { createPlacedTemplate, PLACED_NAMES } from '../../scripts/lib/placed-template.mjs';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { staffToken } from '../support/staff-api';
import { logInAsStaff } from '../support/staff-session';

afterAll(closeBrowser);

const overflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('a template placed on its picture', () => {
  it('shows the shopper, on a phone, their names in the preview as they type, Urdu right to left in Nastaliq', async () => {
    const id = await createPlacedTemplate(shopUrl(), await staffToken(), { name: 'Preview Nikkah-Nama' });
    const { page, context, errors } = await newShopper({ mobile: true });
    await page.goto(`/customize-product/${id}`);
    const preview = page.getByRole('figure', { name: 'Preview of your Preview Nikkah-Nama' });
    await preview.waitFor();
    const names = page.getByRole('textbox', { name: 'Names' });
    await names.pressSequentially('Ayesha & Ali');
    await expect.poll(() => preview.getByText('Ayesha & Ali').count()).toBe(1);

    await names.fill('عائشہ اور علی');
    const drawn = preview.getByText('عائشہ اور علی');
    await drawn.waitFor();
    expect(await drawn.getAttribute('dir')).toBe('rtl');
    // The shop serves the Nastaliq font itself; the browser has loaded it for the Urdu text.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('20px "Noto Nastaliq Urdu"', 'عائشہ')))
      .toBe(true);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the shopper, on a phone, write a field that offers both scripts in Urdu, kept with the cart line', async () => {
    const id = await createPlacedTemplate(shopUrl(), await staffToken(), {
      name: 'Preview Nikkah-Nama',
      fields: [{ ...PLACED_NAMES, layout: { ...PLACED_NAMES.layout, scripts: 'both' } }],
    });
    const { page, context, errors } = await newShopper({ mobile: true });
    await page.goto(`/customize-product/${id}`);
    const preview = page.getByRole('figure', { name: 'Preview of your Preview Nikkah-Nama' });
    await preview.waitFor();
    const choice = page.getByRole('radiogroup', { name: 'Write Names in' });
    expect(await choice.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Names' }).pressSequentially('Ayesha');
    // The radio itself is hidden; its label is what a finger taps.
    await choice.getByText('اردو').click();
    const drawn = preview.getByText('Ayesha');
    await expect.poll(() => drawn.getAttribute('dir')).toBe('rtl');
    expect(await drawn.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"?Noto Nastaliq Urdu/,
    );
    expect(await page.getByRole('textbox', { name: 'Names' }).getAttribute('lang')).toBe('ur');
    expect(await overflow(page)).toBe(0);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')[0]?.fieldScripts))
      .toEqual({ Names: 'urdu' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets staff, on a phone, place a field on the picture by dragging its box', async () => {
    const { page, context, errors } = await newShopper({ mobile: true });
    await logInAsStaff(page);
    await page.goto('/create-template');
    await page.getByRole('button', { name: '+ Add Custom Field' }).click();
    await page.getByLabel('Field 1 name').fill('Names');
    await page.getByLabel(/Template Images/).setInputFiles({
      name: 'nikkah.png',
      mimeType: 'image/png',
      buffer: await pictureBytes({ width: 800, height: 1000, colour: '#f3e7d3' }),
    });
    await page.getByRole('checkbox', { name: 'Place Names' }).check();
    const box = page.getByRole('button', { name: /^Names: at/ });
    await expect.poll(() => box.getAttribute('aria-label')).toContain('10% across, 10% down');

    // The editor sits below the fold of a phone: the mouse reaches only what is on the screen, so the
    // whole picture (shorter than the screen) is brought into view.
    await page.getByRole('img', { name: 'The template to place the fields on' }).scrollIntoViewIfNeeded();
    const start = await box.boundingBox();
    if (!start) throw new Error('The Names box is not on the screen');
    await page.mouse.move(start.x + 20, start.y + 5);
    await page.mouse.down();
    await page.mouse.move(start.x + 20, start.y + 5 + start.height * 3, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => box.getAttribute('aria-label')).toMatch(/10% across, (39|40|41)% down/);

    await box.focus();
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => box.getAttribute('aria-label')).toContain('11% high');
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
