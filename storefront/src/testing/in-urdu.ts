import { act } from '@testing-library/react';
import { activateLocale } from '@/lib/i18n/shop-i18n';

/** The file's tests render in Urdu, as a page under /ur does; the shop is English again after each. */
export function renderEachTestInUrdu(): void {
  beforeEach(() => activateLocale('ur'));
  afterEach(() => act(() => activateLocale('en')));
}

/** A value isolated inside an Urdu sentence, as the page writes it (`isolated` in lib/i18n/page-texts). */
export const isolatedValue = (value: string) => `\u2068${value}\u2069`;
