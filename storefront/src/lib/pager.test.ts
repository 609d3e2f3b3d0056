import { isPageInRange, pageCount, pageNumbers, pageOf } from './pager';

describe('pager', () => {
  it('splits the items into pages of 9', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    const items = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(pageOf(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(items, 3)).toEqual([19, 20]);
  });

  it('shows from one page before to two pages after the current one', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pageNumbers(9, 10)).toEqual([8, 9, 10]);
    expect(pageNumbers(10, 10)).toEqual([9, 10]);
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
  });

  it('ignores pages outside 1..last', () => {
    expect(isPageInRange(0, 4)).toBe(false);
    expect(isPageInRange(5, 4)).toBe(false);
    expect(isPageInRange(1, 4)).toBe(true);
    expect(isPageInRange(4, 4)).toBe(true);
  });
});
