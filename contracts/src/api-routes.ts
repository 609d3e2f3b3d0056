import { PRODUCT_LISTING_PATH } from './listing-call';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the shop's API: its method and its path under /api (`:name` for a parameter). */
export interface ApiRoute {
  method: ApiMethod;
  path: string;
}

const templates = '/custom-products';

/**
 * Every route the shop's API offers under /api (spec section 7), each written once: the server's
 * route table serves exactly these, and the storefront calls them by name.
 */
export const API_ROUTES = {
  announcements: { method: 'GET', path: '/announcement/get-announcements' },
  createAnnouncement: { method: 'POST', path: '/announcement/create' },
  updateAnnouncement: { method: 'PUT', path: '/announcement/update/:id' },
  deleteAnnouncement: { method: 'DELETE', path: '/announcement/delete/:id' },
  banners: { method: 'GET', path: '/banners' },
  allBanners: { method: 'GET', path: '/banners/all' },
  createBanner: { method: 'POST', path: '/banners' },
  updateBanner: { method: 'PUT', path: '/banners/:id' },
  deleteBanner: { method: 'DELETE', path: '/banners/:id' },
  reorderBanners: { method: 'PUT', path: '/banners/order' },
  uploadCustomImage: { method: 'POST', path: '/custom-images' },
  saveMessage: { method: 'POST', path: '/contact/save-message' },
  messages: { method: 'GET', path: '/contact/get-message' },
  deleteMessage: { method: 'DELETE', path: '/contact/delete-message/:id' },
  discountCodes: { method: 'GET', path: '/discount-codes' },
  createDiscountCode: { method: 'POST', path: '/discount-codes' },
  updateDiscountCode: { method: 'PATCH', path: '/discount-codes/:id' },
  deleteDiscountCode: { method: 'DELETE', path: '/discount-codes/:id' },
  checkDiscountCode: { method: 'POST', path: '/discount-codes/check' },
  failingMails: { method: 'GET', path: '/mail-outbox/failing' },
  retryFailingMails: { method: 'POST', path: '/mail-outbox/retry' },
  createOrder: { method: 'POST', path: '/orders/create-order' },
  takeStaffOrder: { method: 'POST', path: '/orders' },
  allOrders: { method: 'GET', path: '/orders/all-orders' },
  stoppedOrders: { method: 'GET', path: '/orders/stopped' },
  changeOrderStatus: { method: 'PATCH', path: '/orders/:id/status' },
  courierExport: { method: 'GET', path: '/orders/export.csv' },
  orderInvoice: { method: 'GET', path: '/orders/:id/invoice' },
  orderInvoices: { method: 'GET', path: '/orders/invoices' },
  productionSheet: { method: 'GET', path: '/orders/production-sheet' },
  trackOrder: { method: 'GET', path: '/orders/track' },
  trackOrderByToken: { method: 'GET', path: '/orders/track/:token' },
  answerOrderProof: { method: 'POST', path: '/orders/track/:token/proof' },
  uploadOrderProof: { method: 'POST', path: '/orders/:id/lines/:line/proof' },
  deleteOrder: { method: 'DELETE', path: '/orders/delete/:id' },
  correctOrder: { method: 'PATCH', path: '/orders/:id' },
  newestProducts: { method: 'GET', path: '/products/newly-added-products' },
  allProducts: { method: 'GET', path: '/products/all-products' },
  productListing: { method: 'GET', path: PRODUCT_LISTING_PATH },
  singleProduct: { method: 'GET', path: '/products/single-product/:id' },
  relatedProducts: { method: 'GET', path: '/products/related-product/:id' },
  productReviews: { method: 'GET', path: '/products/single-product/:id/reviews' },
  addProductReview: { method: 'POST', path: '/products/single-product/:id/reviews' },
  adminProducts: { method: 'GET', path: '/products/all-admin-products' },
  addProduct: { method: 'POST', path: '/products/add-product' },
  updateProduct: { method: 'PUT', path: '/products/update-product/:id' },
  removeProduct: { method: 'DELETE', path: '/products/remove-product/:id' },
  shopSettings: { method: 'GET', path: '/shop-settings' },
  updateShopSettings: { method: 'PUT', path: '/shop-settings' },
  login: { method: 'POST', path: '/admin/login' },
  logout: { method: 'POST', path: '/admin/logout' },
  logoutEverywhere: { method: 'POST', path: '/admin/logout-everywhere' },
  staffSession: { method: 'GET', path: '/admin/session' },
  setPassword: { method: 'POST', path: '/admin/set-password' },
  dashboardSummary: { method: 'GET', path: '/admin/dashboard-summary' },
  staffAccounts: { method: 'GET', path: '/staff/accounts' },
  createStaffAccount: { method: 'POST', path: '/staff/accounts' },
  changeStaffAccount: { method: 'PATCH', path: '/staff/accounts/:id' },
  lastChanges: { method: 'GET', path: '/staff/last-changes' },
  fullTemplates: { method: 'GET', path: `${templates}/custom-admin-product-templates` },
  templateCards: { method: 'GET', path: `${templates}/custom-product-templates` },
  singleTemplate: { method: 'GET', path: `${templates}/single-product-template/:id` },
  relatedTemplates: { method: 'GET', path: `${templates}/custom-related-product/:id` },
  templateReviews: { method: 'GET', path: `${templates}/single-product-template/:id/reviews` },
  addTemplateReview: { method: 'POST', path: `${templates}/single-product-template/:id/reviews` },
  createTemplate: { method: 'POST', path: `${templates}/create-custom-product-template` },
  removeTemplate: { method: 'DELETE', path: `${templates}/custom-product-template/:id` },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/**
 * A route's path under /api with each `:name` filled (encoded) from `values`, and an optional query.
 * A parameter without a value throws: a call to a half-filled path would reach another route or none.
 */
export function apiPath(
  name: ApiRouteName,
  values: Record<string, string> = {},
  query?: URLSearchParams | Record<string, string>,
): string {
  const path = API_ROUTES[name].path.replace(/:(\w+)/g, (_match, parameter: string) => {
    const value = values[parameter];
    if (value === undefined) throw new Error(`${name} needs a value for :${parameter}`);
    return encodeURIComponent(value);
  });
  const search = query === undefined ? '' : new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
