import type { Core } from '@strapi/strapi';
import { publicImages } from '../images/public-url';
import type { CatalogueKind } from './catalogue-kind';
import type { StoredDocument } from '../documents';

const SUMMARY_FIELDS = ['name', 'nameUr', 'category', 'subCategory', 'sizes', 'createdAt'] as const;

export function summaryFields(kind: CatalogueKind): string[] {
  return [...SUMMARY_FIELDS, kind.imagesField];
}

/** An Urdu text of an item as answered: only when staff gave one, so an English-only item answers as before. */
export function urduText<K extends 'nameUr' | 'descriptionUr'>(
  key: K,
  value: unknown,
): Partial<Record<K, string>> {
  return typeof value === 'string' && value !== '' ? ({ [key]: value } as Record<K, string>) : {};
}

function firstOrEmpty<T>(list: unknown): T[] {
  return Array.isArray(list) && list.length > 0 ? [list[0] as T] : [];
}

/** What a card keeps of its image: the URL and, on local storage, the copies by width its srcset needs. */
export type SummaryImages = 'sized' | 'url-only';

/**
 * The card's view of an item: the cards and the listing filters read only the first size (price)
 * and the first image, so the list calls send only those. The image keeps its `variants` (decision
 * 0011) unless `images` is 'url-only' (all-products: its answer at 10,000 products has a size budget).
 */
export function toSummary(
  strapi: Core.Strapi,
  kind: CatalogueKind,
  doc: StoredDocument,
  images: SummaryImages = 'sized',
) {
  const image = publicImages(strapi, firstOrEmpty(doc[kind.imagesField])).map(({ url, variants }) =>
    images === 'sized' && variants ? { url, variants } : { url },
  );
  return {
    _id: doc.documentId as string,
    name: doc.name as string,
    ...urduText('nameUr', doc.nameUr),
    category: doc.category as string,
    subCategory: (doc.subCategory as string | null) ?? '',
    sizes: firstOrEmpty(doc.sizes),
    [kind.imagesField]: image,
    createdAt: new Date(doc.createdAt as string).toISOString(),
  };
}
