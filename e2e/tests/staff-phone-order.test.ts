import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newShopper } from '../support/browser';
import { allOrders } from '../support/staff-api';
import { checkPhotoOrderSlip } from '../support/packing-slip';
import { logInAsStaff } from '../support/staff-session';
import { scaled } from '../support/time-factor';

afterAll(closeBrowser);

describe('staff take a phone order', () => {
  it('with a photo the customer sent, and print its slip', async () => {
    const { page: staff, errors, context } = await newShopper();
    await logInAsStaff(staff);
    await staff.goto('/new-order');
    await staff.getByRole('heading', { name: 'New order' }).waitFor();

    await staff.getByRole('searchbox').fill('photo frame');
    await staff.getByRole('button', { name: 'Add Photo Frame With Your Picture' }).click();
    const line = staff.getByRole('listitem', { name: 'Photo Frame With Your Picture' });
    // Sharp at the frame's first size, 8 x 12 in: the photo the customer sent on WhatsApp.
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a7aa3' } })
      .jpeg()
      .toBuffer();
    await line
      .locator('input[type="file"]')
      .setInputFiles({ name: 'from-customer.jpg', mimeType: 'image/jpeg', buffer: photo });
    await line.getByRole('link', { name: 'Uploaded photo' }).waitFor({ timeout: scaled(30_000) });
    await line.getByLabel(/^Caption/).fill('Ammi and Abbu');

    await staff.getByLabel(/^Ordered by/).selectOption('phone');
    await staff.getByLabel(/^Name \*/).fill('Rashid Mehmood');
    await staff.getByLabel(/^Phone \*/).fill('0321 5550001');
    await staff.getByLabel(/^Address \*/).fill('House 7, Street 3, G-9/2');
    await staff.getByLabel(/^City \*/).fill('Islamabad');
    await staff.getByRole('button', { name: 'Save order' }).click();

    const saved = staff.getByRole('heading', { name: /^Order #\d{6}-[2-9A-Z]{5} saved$/ });
    await saved.waitFor({ timeout: scaled(30_000) });
    const orderNumber = /\d{6}-[2-9A-Z]{5}/.exec(await saved.innerText())?.[0];
    const stored = (await allOrders()).find((order) => order.orderNumber === orderNumber);
    expect(stored).toMatchObject({ source: 'phone', status: 'confirmed', enteredBy: expect.any(String) });
    expect(stored.customer).not.toHaveProperty('email');
    expect(stored.items[0].customFields.Caption).toBe('Ammi and Abbu');
    const photoUrl = stored.items[0].customFields.Photo;
    expect(photoUrl).toMatch(/\/uploads\/.+\.jpg$/);
    // The total the server priced, on screen.
    await staff.getByText(`Rs. ${stored.total.toLocaleString('en-US')}`, { exact: true }).waitFor();

    const [slip] = await Promise.all([
      context.waitForEvent('page'),
      staff.getByRole('button', { name: 'Print slip' }).click(),
    ]);
    expect(await checkPhotoOrderSlip(slip, orderNumber as string, photoUrl)).toContain('Rashid Mehmood');
    expect(errors).toEqual([]);
    await context.close();
  });
});
