import type { Core } from '@strapi/strapi';
import { type CachedBody, cachedBody } from '../page-cache/page-cache';
import { pageCacheOf } from '../page-cache/shop-page-cache';
import { publicUrlOf } from './public-url';
import { robotsTxt } from './robots';
import { SITEMAP_SOURCES, sitemapXml } from './sitemap';

interface CrawlerFile {
  type: string;
  build(strapi: Core.Strapi): Promise<CachedBody>;
}

/** /robots.txt and /sitemap.xml, built from the database and cached until the catalogue changes. */
export const CRAWLER_FILES = new Map<string, CrawlerFile>([
  [
    '/robots.txt',
    {
      type: 'text/plain; charset=utf-8',
      build: async (strapi) => cachedBody(robotsTxt(publicUrlOf(strapi))),
    },
  ],
  [
    '/sitemap.xml',
    {
      type: 'application/xml; charset=utf-8',
      build: (strapi) =>
        pageCacheOf(strapi).get('sitemap', SITEMAP_SOURCES, async () =>
          cachedBody(await sitemapXml(strapi, publicUrlOf(strapi))),
        ),
    },
  ],
]);
