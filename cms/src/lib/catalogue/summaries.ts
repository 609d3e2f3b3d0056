import type { Core } from '@strapi/strapi';
import { absoluteImageUrl } from '../images/public-url';
import type { CatalogueKind } from './catalogue-kind';

const SUMMARY_FIELDS = ['name', 'category', 'subCategory', 'sizes', 'createdAt'] as const;

export function summaryFields(kind: CatalogueKind): string[] {
  return [...SUMMARY_FIELDS, kind.imagesField];
}

function firstOrEmpty<T>(list: unknown): T[] {
  return Array.isArray(list) && list.length > 0 ? [list[0] as T] : [];
}

/**
 * The card's view of an item: the cards and the listing filters read only the first size (price)
 * and the first image, so the list calls send only those.
 */
// biome-ignore lint/suspicious/noExplicitAny: a product or a template, chosen at run time by its kind
export function toSummary(strapi: Core.Strapi, kind: CatalogueKind, doc: Record<string, any>) {
  const image = firstOrEmpty<{ url: string }>(doc[kind.imagesField]).map((i) => ({
    url: absoluteImageUrl(strapi, i.url),
  }));
  return {
    _id: doc.documentId as string,
    name: doc.name as string,
    category: doc.category as string,
    subCategory: (doc.subCategory as string | null) ?? '',
    sizes: firstOrEmpty(doc.sizes),
    [kind.imagesField]: image,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}
