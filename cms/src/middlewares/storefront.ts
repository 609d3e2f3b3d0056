import type { Context } from 'koa';
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import send from 'koa-send';
import { useIndexFile } from '../lib/serving/front';
import { isReservedPath } from '../lib/serving/page-paths';
import { sendEncoded } from '../lib/serving/send-answer';
import { CRAWLER_FILES } from '../lib/page-head/crawler-files';
import { renderShopPage } from '../lib/page-head/render-page';
import { shopConfig } from '../lib/shop-config';

/** The built storefront (storefront/dist), beside the API on one origin. */
function storefrontDir(configured: string | undefined, strapi: Core.Strapi): string {
  return path.resolve(
    configured ||
      shopConfig(strapi).storefrontDir ||
      path.join(__dirname, '..', '..', '..', '..', 'storefront', 'dist'),
  );
}

/**
 * Serves the storefront's files, hashed assets with a year of cache, robots.txt and the sitemap, and
 * answers any other GET that nothing else handled with index.html carrying the page's own head (title,
 * description, share preview, structured data), so client-side routes survive a reload and crawlers
 * and chat apps read each page without running it. Unknown pages and ids answer 404.
 */
export default (config: { dir?: string }, { strapi }: { strapi: Core.Strapi }) => {
  const root = storefrontDir(config?.dir, strapi);
  const indexFile = path.join(root, 'index.html');
  useIndexFile(strapi, indexFile);
  return async (ctx: Context, next: () => Promise<void>) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (!isRead || isReservedPath(ctx.path)) {
      await next();
      return;
    }
    const crawlerFile = CRAWLER_FILES.get(ctx.path);
    if (crawlerFile) {
      sendEncoded(ctx, await crawlerFile.build(strapi));
      return;
    }
    if (!fs.existsSync(indexFile)) {
      await next();
      return;
    }
    if (ctx.path !== '/' && path.extname(ctx.path)) {
      const immutable = ctx.path.startsWith('/assets/');
      try {
        await send(ctx, ctx.path, {
          root,
          immutable,
          maxage: immutable ? 365 * 24 * 60 * 60 * 1000 : 60 * 60 * 1000,
          gzip: false,
          brotli: false,
        });
        return;
        // biome-ignore lint/suspicious/noExplicitAny: a file system error carries `code`, which `unknown` would hide
      } catch (error: any) {
        if (error?.status !== 404) throw error;
      }
    }
    // The shop's home is the storefront (Strapi would redirect / to its panel).
    if (ctx.path !== '/') await next();
    if (ctx.path === '/' || (ctx.status === 404 && !ctx.body && ctx.accepts('html'))) {
      try {
        const page = await renderShopPage(strapi, indexFile, ctx.url);
        sendEncoded(ctx, page.body, page.status);
      } catch (error) {
        // The shop must open even when its head cannot be built (the database is away): the bare page.
        strapi.log.error(`page head for ${ctx.path}: ${error}`);
        ctx.status = 200;
        ctx.set('Cache-Control', 'no-cache');
        await send(ctx, 'index.html', { root });
      }
    }
  };
};
