import * as z from 'zod/mini';
import { afterNextPaint } from '@/lib/after-next-paint';
import { apiRequest } from '@/lib/api-client';
import type { CatalogueItem } from './catalogue-item';
import { productToItem, templateToItem } from './catalogue-item';

type Raw = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string';

function looksLikeListItem(raw: unknown, imagesField: string): raw is Raw {
  if (!raw || typeof raw !== 'object') return false;
  const item = raw as Raw;
  return (
    isText(item._id) &&
    isText(item.name) &&
    isText(item.category) &&
    isText(item.createdAt) &&
    Array.isArray(item.sizes) &&
    (item[imagesField] === undefined || Array.isArray(item[imagesField]))
  );
}

/**
 * The full lists hold up to 10,000 items: zod checks their envelope, and each item gets this plain
 * shape check instead (zod costs about 100 ms per 10,000 items on a phone, all of it blocking).
 * Items of the wrong shape are left out and logged.
 */
export function bulkListItems(raw: readonly unknown[], kind: 'product' | 'template'): CatalogueItem[] {
  const imagesField = kind === 'product' ? 'productImages' : 'templateImages';
  const toItem = kind === 'product' ? productToItem : templateToItem;
  const items: CatalogueItem[] = [];
  let skipped = 0;
  for (const entry of raw) {
    if (!looksLikeListItem(entry, imagesField)) {
      skipped += 1;
      continue;
    }
    items.push(
      toItem({
        ...entry,
        subCategory: entry.subCategory ?? null,
        [imagesField]: entry[imagesField] ?? [],
      } as never),
    );
  }
  if (skipped > 0) console.warn(`Left out ${skipped} list items of an unexpected shape`);
  return items;
}

const bulkListSchema = z.object({ products: z.array(z.unknown()) });

/**
 * Fetches a full list (its items arrive under `products` for both kinds). The list is large, so the
 * download starts after the page's frame and skeletons have painted.
 */
export async function fetchBulkList(path: string, kind: 'product' | 'template'): Promise<CatalogueItem[]> {
  await afterNextPaint();
  const { products } = await apiRequest(path, { schema: bulkListSchema });
  return bulkListItems(products, kind);
}
