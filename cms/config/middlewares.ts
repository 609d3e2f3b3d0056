export default ({ env }: { env: any }) => [
  'global::health',
  'global::panel-registration-guard',
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', 'res.cloudinary.com', 'market-assets.strapi.io'],
          'media-src': ["'self'", 'data:', 'blob:', 'res.cloudinary.com'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', []),
      headers: ['Content-Type', 'Authorization', 'Idempotency-Key', 'Accept'],
    },
  },
  'strapi::poweredBy',
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
  'strapi::session',
  'strapi::favicon',
  'global::storefront',
  'strapi::public',
];
