import { API_ROUTES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { CACHED_LIST_PATHS, findShopRoute, routesOf, SHOP_ROUTES } from './shop-routes';

describe('findShopRoute', () => {
  it('finds a route whatever the capitals or a trailing slash, as Strapi routes it', () => {
    for (const path of [
      '/api/products/add-product',
      '/API/Products/Add-Product',
      '/api/products/add-product/',
    ])
      expect(findShopRoute('POST', path)?.handler).toBe('api::product.product.addProduct');
  });

  it('matches parameters and methods, and HEAD as GET', () => {
    expect(findShopRoute('PUT', '/api/products/update-product/abc123')?.body).toBe('json-images');
    expect(findShopRoute('POST', '/api/products/single-product/abc/reviews')?.access).toEqual({
      rateLimit: 'review',
    });
    expect(findShopRoute('HEAD', '/api/products/all-products')?.list).toBe('allProducts');
    expect(findShopRoute('GET', '/api/products/add-product')).toBeNull();
    expect(findShopRoute('POST', '/api/products/update-product/a/b')).toBeNull();
    expect(findShopRoute('POST', '/admin/products/add-product')).toBeNull();
  });
});

describe('the route table', () => {
  it("serves exactly the contracts' API routes, each once", () => {
    const served = Object.values(SHOP_ROUTES)
      .flat()
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    const listed = Object.values(API_ROUTES)
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(served).toEqual(listed);
  });

  it('lists each method and path once, and only a shopper photo and a staff proof take a file', () => {
    const all = Object.values(SHOP_ROUTES).flat();
    const keys = all.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const fileRoutes = all.filter((route) => route.body === 'file').map((route) => route.path);
    expect(fileRoutes.sort()).toEqual(['/custom-images', '/orders/:id/lines/:line/proof']);
  });

  it('gives Strapi its route configs: staff routes behind the is-staff policy, limited ones rate-limited', () => {
    const [create, list] = routesOf('order').routes;
    expect(create.config).toEqual({
      auth: false,
      middlewares: [{ name: 'global::rate-limit', config: { bucket: 'order' } }],
    });
    expect(list.config).toEqual({ auth: false, policies: ['global::is-staff'] });
  });

  it('marks the six cached lists by their full path', () => {
    expect([...CACHED_LIST_PATHS.keys()].sort()).toEqual([
      '/api/announcement/get-announcements',
      '/api/banners',
      '/api/custom-products/custom-admin-product-templates',
      '/api/custom-products/custom-product-templates',
      '/api/products/all-products',
      '/api/products/newly-added-products',
    ]);
  });
});
