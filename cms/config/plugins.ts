import { ALLOWED_IMAGE_TYPES, IMAGE_WIDTHS, MAX_UPLOAD_BYTES } from '@shop/contracts';
import { secret } from './secrets';
import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

/** How long a browser keeps a locally stored upload without asking again. */
const LOCAL_UPLOADS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Cloudinary when its three credentials are set, else files under public/uploads. CLOUDINARY_FOLDER puts
 * the shop's images in one folder of the cloud. (The SDK's own CLOUDINARY_URL may add `?upload_prefix=`,
 * the API host: the tests point it at a local stand-in that way.)
 */
function uploadProvider(env: Env) {
  if (env('CLOUDINARY_NAME') && env('CLOUDINARY_KEY') && env('CLOUDINARY_SECRET')) {
    const inFolder = env('CLOUDINARY_FOLDER') ? { folder: env('CLOUDINARY_FOLDER') } : {};
    return {
      provider: 'cloudinary',
      providerOptions: {
        cloud_name: env('CLOUDINARY_NAME'),
        api_key: env('CLOUDINARY_KEY'),
        api_secret: env('CLOUDINARY_SECRET'),
      },
      actionOptions: { upload: inFolder, uploadStream: inFolder, delete: {} },
    };
  }
  // Stored names carry a random hash, but the panel's "Replace media" keeps a file's name: a day of
  // browser cache, not a year. (Strapi's default sends max-age=0 and answers no revalidation, so every
  // visit downloaded every picture again.)
  return { provider: 'local', providerOptions: { localServer: { maxage: LOCAL_UPLOADS_MAX_AGE_MS } } };
}

/** Order e-mails through an SMTP server (SMTP_*); without SMTP_HOST the shop sends none. */
function emailProvider(env: Env) {
  if (!env('SMTP_HOST')) return {};
  const port = env.int('SMTP_PORT', 587);
  const user = env('SMTP_USER');
  return {
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: {
          host: env('SMTP_HOST'),
          port,
          secure: port === 465,
          ...(user ? { auth: { user, pass: env('SMTP_PASSWORD') } } : {}),
        },
        settings: { defaultFrom: env('SMTP_FROM'), defaultReplyTo: env('SMTP_FROM') },
      },
    },
  };
}

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  ...emailProvider(env),
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
      jwt: { expiresIn: env('STAFF_TOKEN_TTL', '12h') },
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      ...uploadProvider(env),
      sizeLimit: MAX_UPLOAD_BYTES,
      // The panel's media library takes the shop's image types only, told from the bytes (Strapi's check).
      security: { allowedTypes: [...ALLOWED_IMAGE_TYPES] },
      // Local copies for srcset (lib/setup/upload-settings.ts): w320, w640, w960, w1280.
      breakpoints: Object.fromEntries(IMAGE_WIDTHS.map((width) => [`w${width}`, width])),
    },
  },
});
