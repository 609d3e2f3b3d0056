import { secret } from './secrets';
import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // The refresh cookie is Secure when the shop is public over https (Strapi's default: only in production over TLS).
  auth: {
    secret: secret('ADMIN_JWT_SECRET'),
    cookie: { secure: /^https:\/\//i.test(env('PUBLIC_URL', '')) ? true : undefined },
  },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  flags: { nps: false, promoteEE: false },
});
