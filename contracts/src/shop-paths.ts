/** The route patterns of the pages whose path carries a value: the storefront routes by them. */
export const SHOP_PATH_PATTERNS = {
  product: '/product/:id',
  customizeProduct: '/customize-product/:id',
  trackOrderByToken: '/track-order/:token',
} as const;

/** A pattern's path for one value (its last segment), encoded; '' gives the prefix the server matches. */
function pathOf(pattern: string, value: string): string {
  return pattern.replace(/:\w+$/, encodeURIComponent(value));
}

/** The storefront's route paths (spec section 2): the storefront routes by them, the server heads them. */
export const SHOP_PATHS = {
  home: '/',
  about: '/about-us',
  products: '/products',
  customizeProducts: '/customize-products',
  contact: '/contact-us',
  product: (id: string) => pathOf(SHOP_PATH_PATTERNS.product, id),
  customizeProduct: (id: string) => pathOf(SHOP_PATH_PATTERNS.customizeProduct, id),
  cart: '/cart',
  checkout: '/checkout',
  thankYou: '/thank-you',
  trackOrder: '/track-order',
  trackOrderByToken: (token: string) => pathOf(SHOP_PATH_PATTERNS.trackOrderByToken, token),
  login: '/login',
  /** Where a staff invite or reset link leads: `?token=` carries the one-time token. */
  setPassword: '/set-password',
  admin: {
    dashboard: '/dashboard',
    createProduct: '/create-product',
    products: '/all-products',
    templates: '/all-custom-products-template',
    updateProduct: '/update-product',
    orders: '/view-orders',
    newOrder: '/new-order',
    createTemplate: '/create-template',
    messages: '/messages',
    announcements: '/announcements',
    banners: '/banners',
    discountCodes: '/discount-codes',
    shopSettings: '/shop-settings',
    staffAccounts: '/staff-accounts',
  },
} as const;

/** Pages a search engine may list: the public pages without a shopper's own state. */
export const INDEXABLE_PAGES = [
  SHOP_PATHS.home,
  SHOP_PATHS.products,
  SHOP_PATHS.customizeProducts,
  SHOP_PATHS.about,
  SHOP_PATHS.contact,
] as const;

/** Pages that belong to one shopper or to staff: never indexed. */
export const PRIVATE_PAGES: readonly string[] = [
  SHOP_PATHS.cart,
  SHOP_PATHS.checkout,
  SHOP_PATHS.thankYou,
  SHOP_PATHS.trackOrder,
  SHOP_PATHS.login,
  SHOP_PATHS.setPassword,
  ...Object.values(SHOP_PATHS.admin),
];
