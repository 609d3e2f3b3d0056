import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper, shopUrl } from '../support/browser';
import { placeOrder } from '../support/checkout';
import { staffToken } from '../support/staff-api';
import { logInAsStaff } from '../support/staff-session';
import { clickForToast } from '../support/toasts';

afterAll(closeBrowser);

const PRODUCT = 'E2E Lifecycle Poster';

async function createProduct(stock: number): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
  const res = await fetch(`${shopUrl()}/api/products/add-product`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: await staffToken() },
    body: JSON.stringify({
      name: PRODUCT,
      description: 'A poster that lives through an order lifecycle.',
      category: 'Posters',
      subCategory: 'SPACE',
      stock,
      hasFrame: false,
      frameColors: [],
      sizes: [{ size: 'A4', actualPrice: 900, discountedPrice: 700 }],
      productImages: [`data:image/png;base64,${png.toString('base64')}`],
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json())._id;
}

/** Adds the product to the cart, checks out and answers the order number and the private tracking link. */
async function orderOnce(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await clickForToast(page, page.getByRole('button', { name: 'Add to Cart' }).first(), /added to cart!/);
  await page.goto('/checkout');
  await placeOrder(page);
  const thankYou = await page.locator('main').innerText();
  const orderNumber = /\d{6}-[2-9A-Z]{5}/.exec(thankYou)?.[0] as string;
  const link = page
    .getByRole('region', { name: 'Track Your Order' })
    .getByRole('link', { name: /track-order\// });
  return { orderNumber, trackingPath: (await link.getAttribute('href')) as string };
}

/** Opens the order on the staff screen and makes one move through its confirmation. */
async function move(
  staff: Page,
  orderNumber: string,
  action: string,
  state: string,
  fill: Record<string, string> = {},
) {
  await staff.goto('/view-orders');
  await staff.getByRole('button', { name: `View Details of Order #${orderNumber}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Order #${orderNumber}` });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  for (const [label, value] of Object.entries(fill)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: `Yes, mark as ${state}` }).click();
  await staff.getByText(`Order #${orderNumber} is now ${state}`).waitFor();
}

async function expectStep(shopper: Page, trackingPath: string, state: string) {
  await shopper.goto(trackingPath);
  const order = shopper.getByRole('region', { name: /^Order / });
  await order.getByRole('heading', { name: new RegExp(`: ${state}$`) }).waitFor();
  return order;
}

describe('an order after the checkout', () => {
  it('is confirmed, produced, dispatched and delivered while the shopper follows each step; a cancelled one gives its stock back', async () => {
    const productId = await createProduct(5);
    const { page: shopper, context, errors } = await newShopper();
    const { page: staff, context: staffContext } = await newShopper();
    await logInAsStaff(staff);

    const first = await orderOnce(shopper, productId);
    await expectStep(shopper, first.trackingPath, 'Placed');
    await move(staff, first.orderNumber, 'Confirm', 'Confirmed');
    await expectStep(shopper, first.trackingPath, 'Confirmed');
    await move(staff, first.orderNumber, 'Start production', 'In production');
    await expectStep(shopper, first.trackingPath, 'In production');
    await move(staff, first.orderNumber, 'Dispatch', 'Dispatched', {
      Courier: 'TCS',
      'Tracking number': 'TCS-E2E-1',
    });
    const dispatched = await expectStep(shopper, first.trackingPath, 'Dispatched');
    expect(await dispatched.innerText()).toContain('TCS-E2E-1');
    await move(staff, first.orderNumber, 'Delivered', 'Delivered');
    const delivered = await expectStep(shopper, first.trackingPath, 'Delivered');
    const steps = await delivered
      .getByRole('list', { name: 'Order progress' })
      .locator('strong')
      .allInnerTexts();
    expect(steps).toEqual(['Placed', 'Confirmed', 'In production', 'Dispatched', 'Delivered']);

    const second = await orderOnce(shopper, productId);
    await shopper.goto(`/product/${productId}`);
    await shopper.getByTestId('stock-badge').filter({ hasText: 'Only 3 left' }).waitFor();
    await move(staff, second.orderNumber, 'Cancel', 'Cancelled', { Reason: 'Customer changed their mind' });
    await expectStep(shopper, second.trackingPath, 'Cancelled');
    await shopper.goto(`/product/${productId}`);
    await shopper.getByTestId('stock-badge').filter({ hasText: 'Only 4 left' }).waitFor();

    expect(errors).toEqual([]);
    await staffContext.close();
    await context.close();
  });
});
