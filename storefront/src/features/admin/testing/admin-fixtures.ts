import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { NAME_LAYOUT } from '@/testing/template-layout';

/** Wire-shaped records for the staff-area tests. */
export function productFixture(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'p1',
    name: 'Starry Night',
    description: 'A night sky poster',
    category: 'Posters',
    subCategory: 'SPACE',
    stock: 12,
    hasFrame: true,
    frameColors: ['Black'],
    sizes: [{ size: 'A4', actualPrice: 1000, discountedPrice: 800 }],
    productImages: [
      { url: '/uploads/front.webp', public_id: 'front' },
      { url: '/uploads/back.webp', public_id: 'back' },
    ],
    price: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function templateFixture(overrides: Record<string, unknown> = {}) {
  return {
    _id: 't1',
    name: 'Name Poster',
    description: 'Your name in gold letters',
    category: 'Posters',
    subCategory: 'CLASSIC',
    stock: 0,
    hasFrame: true,
    frameColors: ['Golden', 'White'],
    sizes: [
      { size: 'A3', actualPrice: 2000, discountedPrice: 1500 },
      { size: '', actualPrice: 900, discountedPrice: null },
    ],
    templateImages: [{ url: '/uploads/name.webp', public_id: 'name' }],
    fields: [
      {
        fieldName: 'Your Name',
        fieldType: 'text',
        required: true,
        options: [],
        layout: { ...NAME_LAYOUT },
      },
      { fieldName: 'Font', fieldType: 'dropdown', required: false, options: ['Serif', 'Script'] },
    ],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function orderFixture(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'o1',
    orderNumber: 'ORD-1001',
    customer: {
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phone: '0300 1234567',
      address: '12 Mall Road',
      city: 'Lahore',
      country: 'Pakistan',
    },
    items: [
      {
        id: 't1',
        kind: 'template',
        cartId: 'c1',
        name: 'Name Poster',
        image: '/uploads/name.webp',
        size: 'A3',
        frame: 'Golden',
        quantity: 1,
        price: 1500,
        customFields: {
          'Your Name': 'Ayesha',
          Photo: 'https://res.cloudinary.com/demo/image/upload/v1/ayesha',
        },
      },
      { id: 'p1', kind: 'product', name: 'Starry Night', size: 'A4', quantity: 2, price: 800 },
    ],
    subtotal: 3100,
    deliveryCharge: 250,
    total: 3350,
    paymentMethod: 'Cash on Delivery',
    createdAt: '2025-03-05T14:30:00.000Z',
    ...overrides,
  };
}

/** A small PNG file to pick in a file input. */
export function imageFile(name = 'photo.png') {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

/**
 * Puts text into a labelled field with one change event. Typing costs a render per character, and the
 * long form tests must stay well inside vitest's 5 s on a busy machine; typing stays where keystrokes
 * are what is tested.
 */
export function fillIn(label: string | RegExp, text: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

/** Picks files in a labelled file input with one change event, like fillIn. */
export function pickFiles(label: string | RegExp, files: File | File[]): void {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [files].flat() } });
}

/** Submits a form by its button with one click event (no pointer sequence): cheap, like fillIn. */
export function press(name: string): void {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** Submits by the button and waits for the one browser alert it shows (the forms check asynchronously). */
export async function pressExpectingAlert(alert: MockInstance, button: string, message: string) {
  const before = alert.mock.calls.length;
  press(button);
  await waitFor(() => expect(alert).toHaveBeenCalledTimes(before + 1));
  expect(alert).toHaveBeenLastCalledWith(message);
}
