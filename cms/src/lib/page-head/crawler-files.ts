import type { Core } from '@strapi/strapi';
import { cachesOf, getAnswer } from '../serving/cached-answers';
import { type EncodedBody, encodeText } from '../serving/encoded-body';
import { publicUrlOf } from './public-url';
import { robotsTxt } from './robots';
import { SITEMAP_SOURCES, sitemapXml } from './sitemap';

interface CrawlerFile {
  build(strapi: Core.Strapi): Promise<EncodedBody>;
}

/** /robots.txt and /sitemap.xml, built from the database and cached until the catalogue changes. */
export const CRAWLER_FILES = new Map<string, CrawlerFile>([
  [
    '/robots.txt',
    { build: (strapi) => encodeText(robotsTxt(publicUrlOf(strapi)), 'text/plain; charset=utf-8') },
  ],
  [
    '/sitemap.xml',
    {
      build: async (strapi) => {
        const sitemap = await getAnswer(strapi, {
          cache: cachesOf(strapi).pages,
          key: 'sitemap',
          uids: SITEMAP_SOURCES,
          build: async () => ({
            status: 200,
            body: await encodeText(
              await sitemapXml(strapi, publicUrlOf(strapi)),
              'application/xml; charset=utf-8',
            ),
          }),
        });
        return sitemap.body;
      },
    },
  ],
]);
