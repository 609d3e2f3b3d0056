import {
  type CustomField,
  type PrintSizeMap,
  RULE_TEXTS,
  type Size,
  type StoredImage,
} from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { isDocumentId } from '../errors';
import { type CatalogueEntry, OrderRefusal } from './pricing';
import { PRODUCT_UID, TEMPLATE_UID } from '../content-types';

/** A product or a template row as the query engine reads it (its JSON columns parsed). */
interface StoredItem {
  documentId: string;
  name: string;
  nameUr?: string | null;
  category: string;
  stock: number;
  hasFrame?: boolean | null;
  frameColors?: string[] | null;
  sizes?: Size[] | null;
  price?: number | null;
  productImages?: StoredImage[] | null;
  templateImages?: StoredImage[] | null;
  fields?: CustomField[] | null;
  needsApproval?: boolean | null;
  printSizes?: PrintSizeMap | null;
}

/** The catalogue entries an order names, products first, then templates; unknown ids are refused. */
export async function loadCatalogueEntries(
  strapi: Core.Strapi,
  ids: readonly string[],
): Promise<Map<string, CatalogueEntry>> {
  const unique = [...new Set(ids)];
  const invalid = unique.find((id) => !isDocumentId(id));
  if (invalid !== undefined) throw new OrderRefusal(`Item ${invalid} is not in our catalogue`, 400);
  // The query engine, not the Document Service: each lookup cost a submit ~0.7 ms, a tenth of its time.
  const products: StoredItem[] = await strapi.db
    .query(PRODUCT_UID)
    .findMany({ where: { documentId: { $in: unique } } });
  const others = unique.filter((id) => !products.some((doc) => doc.documentId === id));
  const templates: StoredItem[] = others.length
    ? await strapi.db.query(TEMPLATE_UID).findMany({ where: { documentId: { $in: others } } })
    : [];
  const entries = new Map<string, CatalogueEntry>();
  for (const doc of products) {
    entries.set(doc.documentId, {
      ...common(doc),
      kind: 'product',
      price: doc.price,
      images: doc.productImages ?? [],
    });
  }
  for (const doc of templates) {
    entries.set(doc.documentId, {
      ...common(doc),
      kind: 'template',
      images: doc.templateImages ?? [],
      fields: doc.fields ?? [],
      // A template stored before the setting existed needs no approval: its orders keep their path.
      needsApproval: doc.needsApproval === true,
      ...(doc.printSizes ? { printSizes: doc.printSizes } : {}),
    });
  }
  const missing = unique.find((id) => !entries.has(id));
  if (missing !== undefined) throw new OrderRefusal(RULE_TEXTS['order.itemGone'], 409);
  return entries;
}
function common(doc: StoredItem) {
  return {
    documentId: doc.documentId,
    name: doc.name,
    ...(doc.nameUr ? { nameUr: doc.nameUr } : {}),
    category: doc.category,
    stock: doc.stock,
    hasFrame: Boolean(doc.hasFrame),
    frameColors: doc.frameColors ?? [],
    sizes: doc.sizes ?? [],
  };
}
