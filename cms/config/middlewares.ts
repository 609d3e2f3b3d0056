import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

/** Where the API's image URLs point (PUBLIC_URL, else http://HOST:PORT): the pages may show them. */
function imageOrigin(env: Env): string {
  const publicUrl = env('PUBLIC_URL', '');
  if (/^https?:\/\//.test(publicUrl)) return new URL(publicUrl).origin;
  return `http://${env('HOST', '127.0.0.1')}:${env.int('PORT', 1337)}`;
}

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  'global::health',
  'global::panel-registration-guard',
  'global::https-public-url',
  'global::request-log',
  'strapi::errors',
  'global::rule-codes',
  'global::client-aborts',
  'global::retry-after',
  {
    // Strapi's stock security settings and the shop's CSP, set by src/lib/security-headers.ts with
    // helmet built once (decision 0029).
    name: 'strapi::security',
    config: {
      helmet: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'connect-src': ["'self'", 'https:'],
            'img-src': [
              "'self'",
              'data:',
              'blob:',
              'res.cloudinary.com',
              'market-assets.strapi.io',
              imageOrigin(env),
            ],
            'media-src': ["'self'", 'data:', 'blob:', 'res.cloudinary.com'],
            upgradeInsecureRequests: null,
          },
        },
        crossOriginEmbedderPolicy: false,
        crossOriginOpenerPolicy: false,
        crossOriginResourcePolicy: false,
        originAgentCluster: false,
        xssFilter: false,
        hsts: { maxAge: 31_536_000, includeSubDomains: true },
        frameguard: { action: 'sameorigin' },
      },
      panelInDevelopment: {
        'script-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'http:', 'https:', 'ws:'],
      },
    },
  },
  'global::malformed-paths',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', []),
      headers: ['Content-Type', 'Authorization', 'Idempotency-Key', 'Accept'],
    },
  },
  'strapi::query',
  {
    // For the Strapi panel's paths; /api bodies are read with their route's limits (src/lib/request-body).
    name: 'strapi::body',
    config: {
      jsonLimit: '2mb',
      formLimit: '1mb',
      textLimit: '1mb',
      formidable: { maxFileSize: 11 * 1024 * 1024, maxFiles: 1 },
    },
  },
  { name: 'strapi::compression', config: { threshold: 1024, br: false } },
  'global::uploads-served-inert',
  'global::share-copies',
  'strapi::session',
  'strapi::favicon',
  'global::storefront',
  'strapi::public',
];
