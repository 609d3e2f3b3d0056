import { escapeHtml, jsonForScript } from './escape';
import type { PageHead } from './page-head';

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The <head> elements of a page: title, description, canonical, Open Graph, Twitter and JSON-LD. */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
  ];
  for (const { hrefLang, url } of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hrefLang)}" href="${escapeHtml(url)}" />`);
  }
  if (head.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', head.locale === 'ur' ? 'ur_PK' : 'en_PK'),
    meta('property', 'og:locale:alternate', head.locale === 'ur' ? 'en_PK' : 'ur_PK'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    const { url, width, height, type } = head.image;
    tags.push(meta('property', 'og:image', url), meta('name', 'twitter:image', url));
    if (type) tags.push(meta('property', 'og:image:type', type));
    if (width && height) {
      tags.push(
        meta('property', 'og:image:width', String(width)),
        meta('property', 'og:image:height', String(height)),
      );
    }
    if (head.imageAlt) {
      tags.push(
        meta('property', 'og:image:alt', head.imageAlt),
        meta('name', 'twitter:image:alt', head.imageAlt),
      );
    }
  }
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', String(head.price.amount)),
      meta('property', 'product:price:currency', head.price.currency),
      meta('property', 'product:availability', head.price.inStock ? 'in stock' : 'out of stock'),
    );
  }
  for (const { src, srcSet, sizes } of head.preloadImages ?? []) {
    const responsive = srcSet
      ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
      : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(src)}"${responsive} fetchpriority="high" />`,
    );
  }
  for (const data of head.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}
