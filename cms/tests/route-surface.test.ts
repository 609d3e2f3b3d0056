import { API_ROUTES } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF, startShop, type TestShop } from './helpers/shop-server';

let shop: TestShop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.stop());

/** Every /api route a visitor without a token may call: the "all" rows of docs/api.md, and nothing else. */
const OPEN_ROUTES = [
  'GET /api/products/newly-added-products',
  'GET /api/products/all-products',
  'GET /api/products/listing',
  'GET /api/products/single-product/:id',
  'GET /api/products/related-product/:id',
  'GET /api/products/single-product/:id/reviews',
  'POST /api/products/single-product/:id/reviews',
  'GET /api/custom-products/custom-admin-product-templates',
  'GET /api/custom-products/custom-product-templates',
  'GET /api/custom-products/single-product-template/:id',
  'GET /api/custom-products/custom-related-product/:id',
  'GET /api/custom-products/single-product-template/:id/reviews',
  'POST /api/custom-products/single-product-template/:id/reviews',
  'POST /api/custom-images',
  'POST /api/orders/create-order',
  'GET /api/orders/track',
  'GET /api/orders/track/:token',
  'POST /api/orders/track/:token/proof',
  'POST /api/contact/save-message',
  'GET /api/announcement/get-announcements',
  'GET /api/banners',
  'POST /api/discount-codes/check',
  'POST /api/admin/login',
  'POST /api/admin/set-password',
  'GET /api/shop-settings',
].sort();

/** The routes the running server registered under /api, as `METHOD /path` (HEAD goes with GET). */
function registeredApiRoutes(): string[] {
  const routes = new Set<string>();
  for (const layer of shop.strapi.server.listRoutes() as any[]) {
    if (typeof layer.path !== 'string' || !/^\/api(\/|$)/i.test(layer.path)) continue;
    for (const method of layer.methods as string[])
      if (method !== 'HEAD') routes.add(`${method} ${layer.path}`);
  }
  return [...routes].sort();
}

/** A concrete URL for a route pattern: each parameter gets a well-formed id that names nothing. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z_]+(\([^)]*\))?/g, 'abcdefghijklmnopqrstuvwx').replace(/\(\.\*\)/g, 'x');
}

async function anonymous(route: string) {
  const [method, path] = route.split(' ');
  const req = (shop.api() as any)[method.toLowerCase()](concrete(path));
  return method === 'GET' || method === 'DELETE' ? req : req.send({});
}

const USERS_PERMISSIONS_ROUTES = [
  'POST /api/auth/local',
  'POST /api/auth/local/register',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/change-password',
  'GET /api/auth/email-confirmation?confirmation=x',
  'POST /api/auth/send-email-confirmation',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'GET /api/auth/github/callback',
  'GET /api/connect/github',
  'GET /api/connect/google/callback',
  'GET /api/users',
  'GET /api/users/me',
  'GET /api/users/count',
  'GET /api/users/1',
  'POST /api/users',
  'PUT /api/users/1',
  'DELETE /api/users/1',
  'GET /api/roles',
  'GET /api/users-permissions/roles',
  'GET /api/users-permissions/roles/1',
  'GET /api/users-permissions/permissions',
  'GET /api/users-permissions/routes',
];

/** The same call spelled as the router would still route it: trailing slash, capitals. */
function spellings(path: string): string[] {
  const [pathname, query] = path.split('?');
  const suffix = query ? `?${query}` : '';
  return [path, `${pathname}/${suffix}`, `${pathname.toUpperCase()}${suffix}`];
}

describe('the users-permissions plugin has no public routes', () => {
  it.each(USERS_PERMISSIONS_ROUTES)('%s answers 404 or 405 in every spelling', async (route) => {
    const [method, path] = route.split(' ');
    for (const spelling of spellings(path)) {
      const res = await (shop.api() as any)
        [method.toLowerCase()](spelling)
        .send(method === 'GET' ? undefined : { identifier: STAFF.email, ...STAFF, username: 'x' });
      expect([404, 405], `${method} ${spelling} answered ${res.status}`).toContain(res.status);
      expect(JSON.stringify(res.body ?? {})).not.toContain('jwt');
    }
  });

  it('staff still log in through /api/admin/login, and their token still opens staff routes', async () => {
    const token = await shop.staffToken();
    await shop.api().get('/api/orders/all-orders').set('Authorization', token).expect(200);
  });
});

/** The shop's types whose generated REST routes Strapi's core routers register (and the policies close). */
const STOCK_REST_TYPES = ['products', 'templates', 'orders', 'messages', 'reviews', 'announcements'];

/** Strapi's plugins' content API routes (each refuses an anonymous caller, checked below). */
const PLUGIN_ROUTE = /^\w+ \/api\/(upload|content-type-builder|i18n|email)(\/|$)/;

describe('the route surface', () => {
  it("serves exactly the contracts' API_ROUTES, beside Strapi's generated REST routes and its plugins' routes", () => {
    const listed = Object.values(API_ROUTES).map((route) => `${route.method} /api${route.path}`);
    const generated = STOCK_REST_TYPES.flatMap((type) => [
      `GET /api/${type}`,
      `POST /api/${type}`,
      `GET /api/${type}/:id`,
      `PUT /api/${type}/:id`,
      `DELETE /api/${type}/:id`,
    ]);
    const served = registeredApiRoutes().filter((route) => !PLUGIN_ROUTE.test(route));
    // POST /api/orders is the shop's own (staff take an order): it is served in the generated one's place.
    const unlisted = generated.filter((route) => !listed.includes(route));
    expect(served).toEqual([...listed, ...unlisted].sort());
  });

  it('the routes open without a token are exactly the documented ones; every other /api route refuses', async () => {
    const open: string[] = [];
    for (const route of registeredApiRoutes()) {
      const res = await anonymous(route);
      if (res.status === 401 || res.status === 403) {
        expect(res.body?.data ?? null, `${route} answered data`).toBeNull();
      } else {
        open.push(route);
      }
    }
    expect(open.sort()).toEqual(OPEN_ROUTES);
  });

  it('the mail outbox is for staff only, and has no stock REST routes', async () => {
    const routes = registeredApiRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(['GET /api/mail-outbox/failing', 'POST /api/mail-outbox/retry']),
    );
    expect(routes.filter((route) => route.includes('outbox-mails'))).toEqual([]);
    await shop.api().get('/api/mail-outbox/failing').expect(401);
    await shop.api().post('/api/mail-outbox/retry').send({}).expect(401);
    const token = await shop.staffToken();
    await shop.api().get('/api/mail-outbox/failing').set('Authorization', token).expect(200);
  });

  it('the staff session routes exist and refuse an anonymous caller', async () => {
    const routes = registeredApiRoutes();
    for (const route of [
      'POST /api/admin/logout',
      'POST /api/admin/logout-everywhere',
      'GET /api/admin/session',
    ]) {
      expect(routes).toContain(route);
      expect((await anonymous(route)).status, route).toBe(401);
    }
  });

  it('the staff accounts and last-changes routes exist and refuse an anonymous caller', async () => {
    const routes = registeredApiRoutes();
    for (const route of [
      'GET /api/staff/accounts',
      'POST /api/staff/accounts',
      'PATCH /api/staff/accounts/:id',
    ]) {
      expect(routes).toContain(route);
      expect((await anonymous(route)).status, route).toBe(401);
    }
  });

  it('staff correct an order through PATCH /api/orders/:id, which refuses an anonymous caller', async () => {
    expect(registeredApiRoutes()).toContain('PATCH /api/orders/:id');
    const res = await anonymous('PATCH /api/orders/:id');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please log in as staff to do this');
  });

  it('staff upload an order line’s proof through their own route, which refuses an anonymous caller', async () => {
    expect(registeredApiRoutes()).toContain('POST /api/orders/:id/lines/:line/proof');
    const res = await anonymous('POST /api/orders/:id/lines/:line/proof');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please log in as staff to do this');
  });

  it('staff add and delete announcements through their own routes, which refuse an anonymous caller', async () => {
    const routes = registeredApiRoutes();
    for (const route of ['POST /api/announcement/create', 'DELETE /api/announcement/delete/:id']) {
      expect(routes).toContain(route);
      expect((await anonymous(route)).status, route).toBe(401);
    }
  });

  it('the banners have the shop’s routes only: staff ones refuse an anonymous caller, no stock REST routes', async () => {
    const routes = registeredApiRoutes();
    const staffRoutes = [
      'GET /api/banners/all',
      'POST /api/banners',
      'PUT /api/banners/order',
      'PUT /api/banners/:id',
      'DELETE /api/banners/:id',
    ];
    for (const route of staffRoutes) {
      expect(routes).toContain(route);
      expect((await anonymous(route)).status, route).toBe(401);
    }
    expect(routes.filter((route) => route.startsWith('GET /api/banners/:'))).toEqual([]);
  });

  it('staff manage discount codes through their own routes, which refuse an anonymous caller', async () => {
    const routes = registeredApiRoutes();
    for (const route of [
      'GET /api/discount-codes',
      'POST /api/discount-codes',
      'PATCH /api/discount-codes/:id',
      'DELETE /api/discount-codes/:id',
    ]) {
      expect(routes).toContain(route);
      expect((await anonymous(route)).status, route).toBe(401);
    }
  });

  it("Strapi's stock REST routes of the shop's types give an anonymous visitor no data", async () => {
    const routes = registeredApiRoutes();
    for (const type of STOCK_REST_TYPES) {
      expect(routes).toContain(`GET /api/${type}`);
      for (const [method, path] of [
        ['get', `/api/${type}`],
        ['get', `/api/${type}/abcdefghijklmnopqrstuvwx`],
        ['post', `/api/${type}`],
        ['put', `/api/${type}/abcdefghijklmnopqrstuvwx`],
        ['delete', `/api/${type}/abcdefghijklmnopqrstuvwx`],
        ['get', `/API/${type.toUpperCase()}/`],
      ] as const) {
        // The shop's own route, for staff only (its anonymous refusal is checked above).
        if (method === 'post' && path === '/api/orders') continue;
        const res = await (shop.api() as any)[method](path).send(method === 'get' ? undefined : { data: {} });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.data ?? null).toBeNull();
      }
    }
  });
});
