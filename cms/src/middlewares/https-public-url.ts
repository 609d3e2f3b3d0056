import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
/**
 * With an https PUBLIC_URL the shop is reached over TLS, whatever the last hop from the proxy: the
 * panel's Secure cookies (config/admin.ts) may then be set even on a plain-http hop, where Koa would
 * otherwise refuse them ("Cannot send secure cookie over unencrypted connection").
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const https = /^https:\/\//i.test(String(strapi.config.get('server.url') ?? ''));
  return async (ctx: Context, next: () => Promise<void>) => {
    if (https) ctx.cookies.secure = true;
    await next();
  };
};
