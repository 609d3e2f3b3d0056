import { PRODUCT_LISTING_PATH } from '@shop/contracts';
import type { RateLimitBucket } from './rate-limits';
import { openToAll, rateLimited, staffOnly } from './route-access';

/** Who may call a route: anyone, staff only, or anyone within a rate-limit bucket. */
export type RouteAccess = 'open' | 'staff' | { rateLimit: RateLimitBucket | readonly RateLimitBucket[] };

/**
 * What a route's request body holds, which sets its size limit: nothing (reads and deletes), a small
 * JSON object, JSON carrying up to two inline base64 images, or one uploaded file (multipart).
 */
export type BodyKind = 'none' | 'json' | 'json-images' | 'file';

/** The storefront lists whose answers the list cache keeps (see `list-cache/cached-lists.ts`). */
export type CachedListName = 'newestProducts' | 'allProducts' | 'fullTemplates' | 'templateCards';

export interface ShopRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under `/api`, as Strapi's router takes it (`:id` for a parameter). */
  path: string;
  handler: string;
  access: RouteAccess;
  body: BodyKind;
  list?: CachedListName;
}

const product = 'api::product.product';
const template = 'api::template.template';
const templates = '/custom-products';

/** Every route of the shop's API (the spec's section 7), each path written once. */
export const SHOP_ROUTES = {
  announcement: [
    {
      method: 'GET',
      path: '/announcement/get-announcements',
      handler: 'api::announcement.announcement.announcements',
      access: 'open',
      body: 'none',
    },
    {
      method: 'POST',
      path: '/announcement/create',
      handler: 'api::announcement.announcement.createAnnouncement',
      access: 'staff',
      body: 'json',
    },
    {
      method: 'PUT',
      path: '/announcement/update/:id',
      handler: 'api::announcement.announcement.updateAnnouncement',
      access: 'staff',
      body: 'json',
    },
    {
      method: 'DELETE',
      path: '/announcement/delete/:id',
      handler: 'api::announcement.announcement.deleteAnnouncement',
      access: 'staff',
      body: 'none',
    },
  ],
  customImage: [
    {
      method: 'POST',
      path: '/custom-images',
      handler: 'api::custom-image.custom-image.upload',
      access: { rateLimit: ['customImage', 'customImageHourly'] },
      body: 'file',
    },
  ],
  message: [
    {
      method: 'POST',
      path: '/contact/save-message',
      handler: 'api::message.message.saveMessage',
      access: { rateLimit: 'contact' },
      body: 'json',
    },
    {
      method: 'GET',
      path: '/contact/get-message',
      handler: 'api::message.message.messages',
      access: 'staff',
      body: 'none',
    },
    {
      method: 'DELETE',
      path: '/contact/delete-message/:id',
      handler: 'api::message.message.deleteMessage',
      access: 'staff',
      body: 'none',
    },
  ],
  outboxMail: [
    {
      method: 'GET',
      path: '/mail-outbox/failing',
      handler: 'api::outbox-mail.outbox-mail.failingMails',
      access: 'staff',
      body: 'none',
    },
    {
      method: 'POST',
      path: '/mail-outbox/retry',
      handler: 'api::outbox-mail.outbox-mail.retryFailing',
      access: 'staff',
      body: 'json',
    },
  ],
  order: [
    {
      method: 'POST',
      path: '/orders/create-order',
      handler: 'api::order.order.createOrder',
      access: { rateLimit: 'order' },
      body: 'json',
    },
    {
      method: 'GET',
      path: '/orders/all-orders',
      handler: 'api::order.order.allOrders',
      access: 'staff',
      body: 'none',
    },
    {
      method: 'GET',
      path: '/orders/stopped',
      handler: 'api::order.order.stoppedOrders',
      access: 'staff',
      body: 'none',
    },
    {
      method: 'PATCH',
      path: '/orders/:id/status',
      handler: 'api::order.order.changeStatus',
      access: 'staff',
      body: 'json',
    },
    {
      method: 'GET',
      path: '/orders/export.csv',
      handler: 'api::order.order.courierExport',
      access: 'staff',
      body: 'none',
    },
    {
      method: 'GET',
      path: '/orders/track',
      handler: 'api::order.order.track',
      access: { rateLimit: 'track' },
      body: 'none',
    },
    {
      method: 'GET',
      path: '/orders/track/:token',
      handler: 'api::order.order.trackByToken',
      access: { rateLimit: 'track' },
      body: 'none',
    },
    {
      method: 'DELETE',
      path: '/orders/delete/:id',
      handler: 'api::order.order.deleteOrder',
      access: 'staff',
      body: 'none',
    },
  ],
  product: [
    {
      method: 'GET',
      path: '/products/newly-added-products',
      handler: `${product}.newlyAdded`,
      access: 'open',
      body: 'none',
      list: 'newestProducts',
    },
    {
      method: 'GET',
      path: '/products/all-products',
      handler: `${product}.allProducts`,
      access: 'open',
      body: 'none',
      list: 'allProducts',
    },
    {
      method: 'GET',
      path: PRODUCT_LISTING_PATH,
      handler: 'api::product.product-listing.listing',
      access: 'open',
      body: 'none',
    },
    {
      method: 'GET',
      path: '/products/single-product/:id',
      handler: `${product}.singleProduct`,
      access: 'open',
      body: 'none',
    },
    {
      method: 'GET',
      path: '/products/related-product/:id',
      handler: `${product}.relatedProducts`,
      access: 'open',
      body: 'none',
    },
    {
      method: 'GET',
      path: '/products/single-product/:id/reviews',
      handler: `${product}.reviews`,
      access: 'open',
      body: 'none',
    },
    {
      method: 'POST',
      path: '/products/single-product/:id/reviews',
      handler: `${product}.addReview`,
      access: { rateLimit: 'review' },
      body: 'json',
    },
    {
      method: 'GET',
      path: '/products/all-admin-products',
      handler: `${product}.adminProducts`,
      access: 'staff',
      body: 'none',
    },
    {
      method: 'POST',
      path: '/products/add-product',
      handler: `${product}.addProduct`,
      access: 'staff',
      body: 'json-images',
    },
    {
      method: 'PUT',
      path: '/products/update-product/:id',
      handler: `${product}.updateProduct`,
      access: 'staff',
      body: 'json-images',
    },
    {
      method: 'DELETE',
      path: '/products/remove-product/:id',
      handler: `${product}.removeProduct`,
      access: 'staff',
      body: 'none',
    },
  ],
  shopSetting: [
    {
      method: 'GET',
      path: '/shop-settings',
      handler: 'api::shop-setting.shop-setting.settings',
      access: 'open',
      body: 'none',
    },
    {
      method: 'PUT',
      path: '/shop-settings',
      handler: 'api::shop-setting.shop-setting.updateSettings',
      access: 'staff',
      body: 'json',
    },
  ],
  staff: [
    { method: 'POST', path: '/admin/login', handler: 'api::staff.staff.login', access: 'open', body: 'json' },
    {
      method: 'POST',
      path: '/admin/logout',
      handler: 'api::staff.staff.logout',
      access: 'staff',
      body: 'none',
    },
    {
      method: 'POST',
      path: '/admin/logout-everywhere',
      handler: 'api::staff.staff.logoutEverywhere',
      access: 'staff',
      body: 'none',
    },
    {
      method: 'GET',
      path: '/admin/session',
      handler: 'api::staff.staff.session',
      access: 'staff',
      body: 'none',
    },
    {
      method: 'GET',
      path: '/admin/dashboard-summary',
      handler: 'api::staff.staff.dashboardSummary',
      access: 'staff',
      body: 'none',
    },
  ],
  template: [
    {
      method: 'GET',
      path: `${templates}/custom-admin-product-templates`,
      handler: `${template}.adminTemplates`,
      access: 'open',
      body: 'none',
      list: 'fullTemplates',
    },
    {
      method: 'GET',
      path: `${templates}/custom-product-templates`,
      handler: `${template}.templates`,
      access: 'open',
      body: 'none',
      list: 'templateCards',
    },
    {
      method: 'GET',
      path: `${templates}/single-product-template/:id`,
      handler: `${template}.singleTemplate`,
      access: 'open',
      body: 'none',
    },
    {
      method: 'GET',
      path: `${templates}/custom-related-product/:id`,
      handler: `${template}.relatedTemplates`,
      access: 'open',
      body: 'none',
    },
    {
      method: 'GET',
      path: `${templates}/single-product-template/:id/reviews`,
      handler: `${template}.reviews`,
      access: 'open',
      body: 'none',
    },
    {
      method: 'POST',
      path: `${templates}/single-product-template/:id/reviews`,
      handler: `${template}.addReview`,
      access: { rateLimit: 'review' },
      body: 'json',
    },
    {
      method: 'POST',
      path: `${templates}/create-custom-product-template`,
      handler: `${template}.createTemplate`,
      access: 'staff',
      body: 'json-images',
    },
    {
      method: 'DELETE',
      path: `${templates}/custom-product-template/:id`,
      handler: `${template}.removeTemplate`,
      access: 'staff',
      body: 'none',
    },
  ],
} satisfies Record<string, ShopRoute[]>;

function routeConfig(access: RouteAccess) {
  if (access === 'open') return openToAll();
  if (access === 'staff') return staffOnly();
  return rateLimited(...[access.rateLimit].flat());
}

/** A route file's content: `export default routesOf('product')`. */
export function routesOf(api: keyof typeof SHOP_ROUTES) {
  return {
    routes: (SHOP_ROUTES[api] as ShopRoute[]).map((route) => ({
      method: route.method,
      path: route.path,
      handler: route.handler,
      config: routeConfig(route.access),
    })),
  };
}

const ALL_ROUTES: readonly ShopRoute[] = Object.values(SHOP_ROUTES).flat() as ShopRoute[];

/**
 * A request path as Strapi's router compares it (case-insensitive, trailing slash ignored), so a
 * limit keyed by path holds for `/API/Products/Add-Product/` as it does for the documented spelling.
 */
export function normalisedPath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

const MATCHERS = ALL_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^/api${route.path.replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
}));

/** The shop route a request reaches, whatever the spelling of its path; null for any other path. */
export function findShopRoute(method: string, path: string): ShopRoute | null {
  const wanted = normalisedPath(path);
  const upper = method.toUpperCase();
  const methodOf = upper === 'HEAD' ? 'GET' : upper;
  return MATCHERS.find((m) => m.route.method === methodOf && m.pattern.test(wanted))?.route ?? null;
}

/** The cached list each list path answers, keyed by its exact (normalised) path. */
export const CACHED_LIST_PATHS: ReadonlyMap<string, CachedListName> = new Map(
  ALL_ROUTES.filter((route) => route.list).map((route) => [`/api${route.path}`, route.list!]),
);
