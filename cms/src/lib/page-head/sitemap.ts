import type { Core, UID } from '@strapi/strapi';
import { INDEXABLE_PAGES, pathInLocale, SHOP_LOCALES, SHOP_PATHS } from '@shop/contracts';
import { escapeXml } from './escape';
import { PRODUCT_UID, SHOP_SETTING_UID, TEMPLATE_UID } from '../content-types';

const CATALOGUE: { uid: UID.ContentType; path: (id: string) => string }[] = [
  { uid: PRODUCT_UID, path: SHOP_PATHS.product },
  { uid: TEMPLATE_UID, path: SHOP_PATHS.customizeProduct },
];

/** The content types the sitemap is built from. */
export const SITEMAP_SOURCES: string[] = [PRODUCT_UID, TEMPLATE_UID, SHOP_SETTING_UID];

/** A page's entries, one per language (its English address and its Urdu one under /ur). */
function entry(origin: string, path: string, lastmod: Date | null): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return SHOP_LOCALES.map(
    (locale) => `<url><loc>${escapeXml(origin + pathInLocale(path, locale))}</loc>${modified}</url>`,
  ).join('\n');
}

/** Every public page, product and template, in both languages, with when it last changed (one query per table: fast at 10,000). */
export async function sitemapXml(strapi: Core.Strapi, origin: string): Promise<string> {
  const tables = await Promise.all(
    CATALOGUE.map(async ({ uid, path }) => {
      const rows = (await strapi.db.query(uid).findMany({
        select: ['documentId', 'updatedAt'],
        orderBy: { updatedAt: 'desc' },
      })) as { documentId: string; updatedAt: string | Date }[];
      return { rows, path };
    }),
  );
  const newest = (index: number) => {
    const row = tables[index].rows[0];
    return row ? new Date(row.updatedAt) : null;
  };
  const settings = (await strapi.db
    .query(SHOP_SETTING_UID as UID.ContentType)
    .findOne({ select: ['updatedAt'] })) as { updatedAt: string | Date } | null;
  const pageDates: Record<string, Date | null> = {
    [SHOP_PATHS.home]: newest(0),
    [SHOP_PATHS.products]: newest(0),
    [SHOP_PATHS.customizeProducts]: newest(1),
    [SHOP_PATHS.about]: settings ? new Date(settings.updatedAt) : null,
    [SHOP_PATHS.contact]: settings ? new Date(settings.updatedAt) : null,
  };
  const urls = INDEXABLE_PAGES.map((path) => entry(origin, path, pageDates[path] ?? null));
  for (const { rows, path } of tables) {
    for (const row of rows) urls.push(entry(origin, path(row.documentId), new Date(row.updatedAt)));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
