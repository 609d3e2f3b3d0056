import { LISTING_PAGE_SIZE } from '@shop/contracts';

export function pageCount(itemCount: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** The items of a 1-based page. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number = LISTING_PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** The page numbers the pager shows: from one before to two after the current page (spec point 9). */
export function pageNumbers(current: number, lastPage: number): number[] {
  const first = Math.max(1, current - 1);
  const last = Math.min(lastPage, current + 2);
  const numbers: number[] = [];
  for (let page = first; page <= last; page += 1) numbers.push(page);
  return numbers;
}

/** A page change outside 1..last page is ignored. */
export function isPageInRange(page: number, lastPage: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= lastPage;
}
