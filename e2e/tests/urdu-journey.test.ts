import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper } from '../support/browser';
import { SHOPPER } from '../support/checkout';
import { scrollThrough } from '../support/scroll-through';
import { textFit } from '../support/text-fit';
import { scaled } from '../support/time-factor';
import { clickForToast } from '../support/toasts';
import { allOrders } from '../support/staff-api';

afterAll(closeBrowser);

/** The checkout's fields by their Urdu labels, and what the shopper types in each. */
const URDU_FIELDS: [RegExp, string][] = [
  [/^نام/, SHOPPER.name],
  [/^ای میل/, SHOPPER.email],
  [/^فون/, SHOPPER.phone],
  [/^پتہ/, SHOPPER.address],
  [/^شہر/, SHOPPER.city],
  [/^ملک/, SHOPPER.country],
];

/** The page shown is Urdu, right to left, fits 390 px and cuts none of its texts; `step` names it in a failure. */
async function expectUrduPageFits(page: Page, step: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const html = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
  const fit = await textFit(page);
  expect({ step, ...html, ...fit, overflow: Math.max(0, fit.overflow) }).toEqual({
    step,
    lang: 'ur',
    dir: 'rtl',
    overflow: 0,
    clipped: [],
    cramped: [],
  });
}

describe('a shopper on a phone buys in Urdu', () => {
  it('browses /ur, filters, opens a product, adds it, checks out with cash on delivery and tracks the order, told in Urdu when a look-up finds none', async () => {
    const { page, errors, context } = await newShopper({ viewport: { width: 390, height: 844 } });
    await page.goto('/ur');
    await page.getByRole('heading', { name: 'نئی مصنوعات' }).waitFor();
    // What Urdu needs to start (its two catalogues, the Naskh font) is named by the page's own head,
    // not found only once the entry ran (cms/src/lib/page-head/route-modules.ts).
    const urduFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(({ name }) => new URL(name).pathname)
        .filter((path) => /\/ur-[^/]*\.js$|naskh[^/]*\.woff2$/.test(path)),
    );
    expect(urduFiles).toHaveLength(3);
    const urduHead = (await (await page.request.get('/ur')).text()).split('</head>')[0];
    for (const file of urduFiles) expect(urduHead).toContain(`href="${file}"`);
    await scrollThrough(page);
    await expectUrduPageFits(page, 'home');

    await page.getByRole('link', { name: 'تمام مصنوعات دیکھیں', exact: true }).click();
    await page.waitForURL('**/ur/products');
    await page.getByRole('heading', { name: 'ہمارا مجموعہ دیکھیں' }).waitFor();
    await expectUrduPageFits(page, 'products');
    // On a phone the filters are a drawer: opened, set, applied.
    await page.getByRole('button', { name: /^فلٹرز\(/ }).click();
    const filters = page.getByRole('complementary', { name: 'فلٹرز' });
    await filters.getByLabel('پروڈکٹ کی قسم').selectOption('Frames');
    await expectUrduPageFits(page, 'filters drawer');
    await filters.getByRole('button', { name: 'فلٹرز لگائیں' }).click();
    await page.getByRole('button', { name: 'فلٹرز(1)' }).waitFor();
    await page.getByPlaceholder('مصنوعات تلاش کریں...').fill('Anime');
    const card = page.locator('a[href^="/ur/product/"]', { hasText: 'Anime' }).first();
    await card.waitFor();
    await expectUrduPageFits(page, 'filtered products');
    await card.click();

    await page.waitForURL('**/ur/product/**');
    await page.getByRole('button', { name: 'کارٹ میں شامل کریں' }).waitFor();
    await expectUrduPageFits(page, 'product');
    await clickForToast(
      page,
      page.getByRole('button', { name: 'کارٹ میں شامل کریں' }),
      /کارٹ میں شامل کر دیا گیا/,
    );

    await page.getByRole('banner').getByRole('link', { name: /^کارٹ/ }).first().click();
    await page.waitForURL('**/ur/cart');
    await page.getByRole('heading', { name: 'شاپنگ کارٹ' }).waitFor();
    await expectUrduPageFits(page, 'cart');
    const proceed = { name: 'چیک آؤٹ کی طرف بڑھیں' };
    await page.getByRole('button', proceed).or(page.getByRole('link', proceed)).first().click();

    await page.waitForURL('**/ur/checkout');
    await page.getByRole('heading', { name: 'چیک آؤٹ', level: 1 }).waitFor();
    for (const [label, value] of URDU_FIELDS) await page.getByLabel(label).first().fill(value);
    await expectUrduPageFits(page, 'checkout');
    await page.getByRole('button', { name: 'آرڈر کریں' }).click();

    await page.waitForURL('**/ur/thank-you', { timeout: scaled(30_000) });
    const number = page.locator('strong[dir="ltr"]', { hasText: /\d{6}-[2-9A-Z]{5}/ });
    await number.waitFor();
    const orderNumber = (await number.innerText()).trim();
    await expectUrduPageFits(page, 'thank-you');
    // Whatever letters its token has, the private address wraps on a phone (a wide one once overflowed).
    const privateLink = page.getByRole('link', { name: /\/track-order\// });
    await privateLink.evaluate((link) => {
      link.textContent = `${window.location.origin}/ur/track-order/${'W'.repeat(32)}`;
    });
    expect((await textFit(page)).overflow).toBeLessThanOrEqual(0);
    expect(await page.locator('main').innerText()).toContain('کیش آن ڈیلیوری');
    const stored = (await allOrders()).find((order) => order.orderNumber === orderNumber);
    expect(stored?.paymentMethod).toBe('Cash on Delivery');

    await page.getByRole('link', { name: /\/track-order\// }).click();
    await page.waitForURL('**/ur/track-order/**');
    await page.getByRole('heading', { name: `آرڈر ${orderNumber}: آرڈر موصول` }).waitFor();
    await expectUrduPageFits(page, 'tracking');

    // Looked up by hand with a phone that did not order it: the refusal is contracts' rule, said in Urdu.
    await page.goto('/ur/track-order');
    await page.getByRole('button', { name: 'آرڈر ٹریک کریں' }).click();
    await page.getByText('براہِ کرم اپنا آرڈر نمبر درج کریں').waitFor();
    await page.getByLabel('آرڈر نمبر').fill(orderNumber);
    await page.getByLabel('چیک آؤٹ پر دیا گیا فون نمبر').fill('0399 0000000');
    await page.getByRole('button', { name: 'آرڈر ٹریک کریں' }).click();
    await page.getByRole('alert').getByText('اس آرڈر نمبر اور فون نمبر کا کوئی آرڈر نہیں ملا').waitFor();
    await expectUrduPageFits(page, 'order not found');
    expect(errors).toEqual([]);
    await context.close();
  });
});
