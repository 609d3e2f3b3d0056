import { PRIVATE_PAGES } from '@shop/contracts';

/** Crawlers may read the shop's pages, not its API, its panel or the staff and shopper-only pages. */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', '/admin', ...PRIVATE_PAGES];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
