import type { ApiRoute } from '@shop/contracts';
import type { RouteAccess } from './route-access';

/**
 * What a route's request body holds, which sets its size limit: nothing (reads and deletes), a small
 * JSON object, JSON carrying up to two inline base64 images, or one uploaded file (multipart).
 */
export type BodyKind = 'none' | 'json' | 'json-images' | 'file';

/** The storefront lists whose answers the list cache keeps (see `serving/cached-answers.ts`). */
export type CachedListName =
  | 'newestProducts'
  | 'allProducts'
  | 'fullTemplates'
  | 'templateCards'
  | 'announcements'
  | 'banners';

/** A route of the contracts' list (method and path under /api) with what the server does with it. */
export interface ShopRoute extends ApiRoute {
  handler: string;
  access: RouteAccess;
  body: BodyKind;
  list?: CachedListName;
}
