import { CATALOGUE_ROUTES } from './routes/catalogue-routes';
import { ORDER_ROUTES } from './routes/order-routes';
import { PUBLIC_MISC_ROUTES } from './routes/public-misc-routes';
import { routeConfig } from './routes/route-access';
import type { CachedListName, ShopRoute } from './routes/shop-route';
import { SHOP_CONTENT_ROUTES } from './routes/shop-content-routes';
import { STAFF_ROUTES } from './routes/staff-routes';

export type { RouteAccess } from './routes/route-access';
export type { BodyKind, CachedListName, ShopRoute } from './routes/shop-route';

/**
 * How the server answers each route of the contracts' `API_ROUTES`, grouped by the API folder whose
 * route file serves it; the tables are in `routes/`, one per area of the API.
 */
export const SHOP_ROUTES = {
  ...CATALOGUE_ROUTES,
  ...ORDER_ROUTES,
  ...PUBLIC_MISC_ROUTES,
  ...SHOP_CONTENT_ROUTES,
  ...STAFF_ROUTES,
} satisfies Record<string, ShopRoute[]>;

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
