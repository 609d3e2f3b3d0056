import { isNewTemplate } from '@/api/catalogue-item';
import { sliderLabel } from './slider';
import { wrapIndex } from './wrap-index';

describe('wrapIndex', () => {
  it('wraps past the end to the start and before the start to the end', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(3, 6)).toBe(3);
    expect(wrapIndex(13, 6)).toBe(1);
  });
});

describe('slider', () => {
  it('labels the window it shows, never past the last product', () => {
    expect(sliderLabel(0, 4, 8)).toBe('Showing 1-4 of 8 products');
    expect(sliderLabel(6, 4, 8)).toBe('Showing 7-8 of 8 products');
    expect(sliderLabel(0, 4, 3)).toBe('Showing 1-3 of 3 products');
  });
});

describe('isNewTemplate', () => {
  const now = Date.parse('2025-06-30T12:00:00Z');
  it('counts a template created within the last 30 days as new', () => {
    expect(isNewTemplate('2025-06-01T12:00:00Z', now)).toBe(true);
    expect(isNewTemplate('2025-05-31T12:00:00Z', now)).toBe(true);
    expect(isNewTemplate('2025-05-31T11:59:59Z', now)).toBe(false);
    expect(isNewTemplate('not a date', now)).toBe(false);
  });
});
