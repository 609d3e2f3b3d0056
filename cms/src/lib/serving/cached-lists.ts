import type { Core, UID } from '@strapi/strapi';
import { FETCH_LIMIT, HOME_LIST_LIMIT } from '@shop/contracts';
import { PRODUCT_KIND, TEMPLATE_KIND } from '../catalogue/catalogue-kind';
import { catalogueService } from '../catalogue/catalogue-service';
import type { CachedListName } from '../shop-routes';
import { PRODUCT_UID, TEMPLATE_UID } from '../content-types';

export interface CachedList {
  uid: UID.ContentType;
  /** `limit` when the query has none; a larger one is clamped to maxLimit. */
  defaultLimit: number;
  maxLimit: number;
  /** The first `limit` items of the list, newest first. */
  items(strapi: Core.Strapi, limit: number): Promise<unknown[]>;
  /** The answer around the items, as the spec shapes it. */
  answer(items: unknown[]): unknown;
}

const products = (strapi: Core.Strapi) => catalogueService(strapi, PRODUCT_KIND);
const templates = (strapi: Core.Strapi) => catalogueService(strapi, TEMPLATE_KIND);

/** The storefront's list calls, whose answers are cached (cached-answers.ts). */
export const CACHED_LISTS: Record<CachedListName, CachedList> = {
  newestProducts: {
    uid: PRODUCT_UID,
    defaultLimit: HOME_LIST_LIMIT,
    maxLimit: 100,
    items: (strapi, limit) => products(strapi).summaries(limit),
    answer: (items) => items,
  },
  allProducts: {
    uid: PRODUCT_UID,
    defaultLimit: FETCH_LIMIT,
    maxLimit: FETCH_LIMIT,
    // The image's URL only: its copies would not fit the answer's size budget at 10,000 products.
    items: (strapi, limit) => products(strapi).summaries(limit, 'url-only'),
    answer: (items) => ({ products: items }),
  },
  /** Full templates: the home list (limit 8) and the staff template list. */
  fullTemplates: {
    uid: TEMPLATE_UID,
    defaultLimit: FETCH_LIMIT,
    maxLimit: FETCH_LIMIT,
    items: (strapi, limit) => templates(strapi).fullList(limit),
    answer: (items) => items,
  },
  templateCards: {
    uid: TEMPLATE_UID,
    defaultLimit: FETCH_LIMIT,
    maxLimit: FETCH_LIMIT,
    items: (strapi, limit) => templates(strapi).summaries(limit),
    answer: (items) => ({ products: items }),
  },
};
