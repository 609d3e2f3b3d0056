import { API_ROUTES, type ApiRoute } from '@shop/contracts';
import type { RateLimitBucket } from './rate-limits';
import { openToAll, ownerOnly, rateLimited, staffOnly } from './route-access';
import {
  ANNOUNCEMENT_UID,
  BANNER_UID,
  DISCOUNT_CODE_UID,
  MESSAGE_UID,
  ORDER_UID,
  OUTBOX_UID,
  PRODUCT_UID,
  SHOP_SETTING_UID,
  TEMPLATE_UID,
} from './content-types';

/** Who may call a route: anyone, any staff account, owners only, or anyone within a rate-limit bucket. */
export type RouteAccess =
  | 'open'
  | 'staff'
  | 'owner'
  | { rateLimit: RateLimitBucket | readonly RateLimitBucket[] };

/**
 * What a route's request body holds, which sets its size limit: nothing (reads and deletes), a small
 * JSON object, JSON carrying up to two inline base64 images, or one uploaded file (multipart).
 */
export type BodyKind = 'none' | 'json' | 'json-images' | 'file';

/** The storefront lists whose answers the list cache keeps (see `serving/cached-answers.ts`). */
export type CachedListName = 'newestProducts' | 'allProducts' | 'fullTemplates' | 'templateCards';

/** A route of the contracts' list (method and path under /api) with what the server does with it. */
export interface ShopRoute extends ApiRoute {
  handler: string;
  access: RouteAccess;
  body: BodyKind;
  list?: CachedListName;
}

/** How the server answers each route of the contracts' `API_ROUTES`, grouped by the API folder whose route file serves it. */
export const SHOP_ROUTES = {
  announcement: [
    {
      ...API_ROUTES.announcements,
      handler: `${ANNOUNCEMENT_UID}.announcements`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.createAnnouncement,
      handler: `${ANNOUNCEMENT_UID}.createAnnouncement`,
      access: 'staff',
      body: 'json',
    },
    {
      ...API_ROUTES.updateAnnouncement,
      handler: `${ANNOUNCEMENT_UID}.updateAnnouncement`,
      access: 'staff',
      body: 'json',
    },
    {
      ...API_ROUTES.deleteAnnouncement,
      handler: `${ANNOUNCEMENT_UID}.deleteAnnouncement`,
      access: 'staff',
      body: 'none',
    },
  ],
  banner: [
    { ...API_ROUTES.banners, handler: `${BANNER_UID}.visibleBanners`, access: 'open', body: 'none' },
    { ...API_ROUTES.allBanners, handler: `${BANNER_UID}.allBanners`, access: 'staff', body: 'none' },
    {
      ...API_ROUTES.createBanner,
      handler: `${BANNER_UID}.createBanner`,
      access: 'staff',
      body: 'json-images',
    },
    // Before updateBanner: `/banners/order` would otherwise match `/banners/:id`.
    { ...API_ROUTES.reorderBanners, handler: `${BANNER_UID}.reorderBanners`, access: 'staff', body: 'json' },
    {
      ...API_ROUTES.updateBanner,
      handler: `${BANNER_UID}.updateBanner`,
      access: 'staff',
      body: 'json-images',
    },
    { ...API_ROUTES.deleteBanner, handler: `${BANNER_UID}.deleteBanner`, access: 'staff', body: 'none' },
  ],
  customImage: [
    {
      ...API_ROUTES.uploadCustomImage,
      handler: 'api::custom-image.custom-image.upload',
      access: { rateLimit: ['customImage', 'customImageHourly'] },
      body: 'file',
    },
  ],
  discountCode: [
    {
      ...API_ROUTES.checkDiscountCode,
      handler: `${DISCOUNT_CODE_UID}.checkDiscountCode`,
      access: { rateLimit: 'discountCheck' },
      body: 'json',
    },
    {
      ...API_ROUTES.discountCodes,
      handler: `${DISCOUNT_CODE_UID}.discountCodes`,
      access: 'owner',
      body: 'none',
    },
    {
      ...API_ROUTES.createDiscountCode,
      handler: `${DISCOUNT_CODE_UID}.createDiscountCode`,
      access: 'owner',
      body: 'json',
    },
    {
      ...API_ROUTES.updateDiscountCode,
      handler: `${DISCOUNT_CODE_UID}.updateDiscountCode`,
      access: 'owner',
      body: 'json',
    },
    {
      ...API_ROUTES.deleteDiscountCode,
      handler: `${DISCOUNT_CODE_UID}.deleteDiscountCode`,
      access: 'owner',
      body: 'none',
    },
  ],
  message: [
    {
      ...API_ROUTES.saveMessage,
      handler: `${MESSAGE_UID}.saveMessage`,
      access: { rateLimit: 'contact' },
      body: 'json',
    },
    {
      ...API_ROUTES.messages,
      handler: `${MESSAGE_UID}.messages`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.deleteMessage,
      handler: `${MESSAGE_UID}.deleteMessage`,
      access: 'staff',
      body: 'none',
    },
  ],
  outboxMail: [
    {
      ...API_ROUTES.failingMails,
      handler: `${OUTBOX_UID}.failingMails`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.retryFailingMails,
      handler: `${OUTBOX_UID}.retryFailing`,
      access: 'staff',
      body: 'json',
    },
  ],
  order: [
    {
      ...API_ROUTES.createOrder,
      handler: `${ORDER_UID}.createOrder`,
      access: { rateLimit: 'order' },
      body: 'json',
    },
    {
      ...API_ROUTES.takeStaffOrder,
      handler: `${ORDER_UID}.takeStaffOrder`,
      access: 'staff',
      body: 'json',
    },
    {
      ...API_ROUTES.allOrders,
      handler: `${ORDER_UID}.allOrders`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.stoppedOrders,
      handler: `${ORDER_UID}.stoppedOrders`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.changeOrderStatus,
      handler: `${ORDER_UID}.changeStatus`,
      access: 'staff',
      body: 'json',
    },
    {
      ...API_ROUTES.courierExport,
      handler: `${ORDER_UID}.courierExport`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.orderInvoice,
      handler: `${ORDER_UID}.invoice`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.orderInvoices,
      handler: `${ORDER_UID}.invoices`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.productionSheet,
      handler: `${ORDER_UID}.productionSheet`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.trackOrder,
      handler: `${ORDER_UID}.track`,
      access: { rateLimit: 'track' },
      body: 'none',
    },
    {
      ...API_ROUTES.trackOrderByToken,
      handler: `${ORDER_UID}.trackByToken`,
      access: { rateLimit: 'track' },
      body: 'none',
    },
    {
      ...API_ROUTES.answerOrderProof,
      handler: `${ORDER_UID}.answerProof`,
      access: { rateLimit: 'proofAnswer' },
      body: 'json',
    },
    {
      ...API_ROUTES.uploadOrderProof,
      handler: `${ORDER_UID}.uploadProof`,
      access: 'staff',
      body: 'file',
    },
    {
      ...API_ROUTES.deleteOrder,
      handler: `${ORDER_UID}.deleteOrder`,
      access: 'owner',
      body: 'none',
    },
    {
      ...API_ROUTES.correctOrder,
      handler: `${ORDER_UID}.correctOrder`,
      access: 'staff',
      body: 'json',
    },
  ],
  product: [
    {
      ...API_ROUTES.newestProducts,
      handler: `${PRODUCT_UID}.newlyAdded`,
      access: 'open',
      body: 'none',
      list: 'newestProducts',
    },
    {
      ...API_ROUTES.allProducts,
      handler: `${PRODUCT_UID}.allProducts`,
      access: 'open',
      body: 'none',
      list: 'allProducts',
    },
    {
      ...API_ROUTES.productListing,
      handler: 'api::product.product-listing.listing',
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.singleProduct,
      handler: `${PRODUCT_UID}.singleProduct`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.relatedProducts,
      handler: `${PRODUCT_UID}.relatedProducts`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.productReviews,
      handler: `${PRODUCT_UID}.reviews`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.addProductReview,
      handler: `${PRODUCT_UID}.addReview`,
      access: { rateLimit: 'review' },
      body: 'json',
    },
    {
      ...API_ROUTES.adminProducts,
      handler: `${PRODUCT_UID}.adminProducts`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.addProduct,
      handler: `${PRODUCT_UID}.addProduct`,
      access: 'staff',
      body: 'json-images',
    },
    {
      ...API_ROUTES.updateProduct,
      handler: `${PRODUCT_UID}.updateProduct`,
      access: 'staff',
      body: 'json-images',
    },
    {
      ...API_ROUTES.removeProduct,
      handler: `${PRODUCT_UID}.removeProduct`,
      access: 'staff',
      body: 'none',
    },
  ],
  shopSetting: [
    {
      ...API_ROUTES.shopSettings,
      handler: `${SHOP_SETTING_UID}.settings`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.updateShopSettings,
      handler: `${SHOP_SETTING_UID}.updateSettings`,
      access: 'owner',
      body: 'json',
    },
  ],
  staff: [
    {
      ...API_ROUTES.login,
      handler: 'api::staff.staff.login',
      access: 'open',
      body: 'json',
    },
    {
      ...API_ROUTES.setPassword,
      handler: 'api::staff.staff.setPassword',
      access: { rateLimit: 'setPassword' },
      body: 'json',
    },
    {
      ...API_ROUTES.logout,
      handler: 'api::staff.staff.logout',
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.logoutEverywhere,
      handler: 'api::staff.staff.logoutEverywhere',
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.staffSession,
      handler: 'api::staff.staff.session',
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.dashboardSummary,
      handler: 'api::staff.staff.dashboardSummary',
      access: 'staff',
      body: 'none',
    },
  ],
  staffAccount: [
    {
      ...API_ROUTES.staffAccounts,
      handler: 'api::staff.staff-account.accounts',
      access: 'owner',
      body: 'none',
    },
    {
      ...API_ROUTES.createStaffAccount,
      handler: 'api::staff.staff-account.createAccount',
      access: 'owner',
      body: 'json',
    },
    {
      ...API_ROUTES.changeStaffAccount,
      handler: 'api::staff.staff-account.changeAccount',
      access: 'owner',
      body: 'json',
    },
    {
      ...API_ROUTES.lastChanges,
      handler: 'api::staff.staff-account.lastChanges',
      access: 'staff',
      body: 'none',
    },
  ],
  template: [
    {
      ...API_ROUTES.fullTemplates,
      handler: `${TEMPLATE_UID}.adminTemplates`,
      access: 'open',
      body: 'none',
      list: 'fullTemplates',
    },
    {
      ...API_ROUTES.templateCards,
      handler: `${TEMPLATE_UID}.templates`,
      access: 'open',
      body: 'none',
      list: 'templateCards',
    },
    {
      ...API_ROUTES.singleTemplate,
      handler: `${TEMPLATE_UID}.singleTemplate`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.relatedTemplates,
      handler: `${TEMPLATE_UID}.relatedTemplates`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.templateReviews,
      handler: `${TEMPLATE_UID}.reviews`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.addTemplateReview,
      handler: `${TEMPLATE_UID}.addReview`,
      access: { rateLimit: 'review' },
      body: 'json',
    },
    {
      ...API_ROUTES.createTemplate,
      handler: `${TEMPLATE_UID}.createTemplate`,
      access: 'staff',
      body: 'json-images',
    },
    {
      ...API_ROUTES.removeTemplate,
      handler: `${TEMPLATE_UID}.removeTemplate`,
      access: 'staff',
      body: 'none',
    },
  ],
} satisfies Record<string, ShopRoute[]>;

function routeConfig(access: RouteAccess) {
  if (access === 'open') return openToAll();
  if (access === 'staff') return staffOnly();
  if (access === 'owner') return ownerOnly();
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
