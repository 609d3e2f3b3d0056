import type { Core } from '@strapi/strapi';
import type { CatalogueKind } from '../catalogue/catalogue-kind';
import { PRODUCT_KIND } from '../catalogue/catalogue-kind';
import { catalogueService } from '../catalogue/catalogue-service';

/** The answers about one catalogue item that are cached (cached-answers.ts). */
export type CachedItemName = 'product' | 'productReviews';

export interface CachedItem {
  kind: CatalogueKind;
  /** The route whose answer this is (its handler in SHOP_ROUTES). */
  handler: string;
  /** The answer for one item; throws NotFoundError for an unknown id. */
  answer(strapi: Core.Strapi, documentId: string): Promise<unknown>;
}

export const CACHED_ITEMS: Record<CachedItemName, CachedItem> = {
  product: {
    kind: PRODUCT_KIND,
    handler: `${PRODUCT_KIND.uid}.singleProduct`,
    answer: (strapi, id) => catalogueService(strapi, PRODUCT_KIND).one(id),
  },
  productReviews: {
    kind: PRODUCT_KIND,
    handler: `${PRODUCT_KIND.uid}.reviews`,
    answer: (strapi, id) => catalogueService(strapi, PRODUCT_KIND).reviews(id),
  },
};
