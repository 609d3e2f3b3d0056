import type { ImageSources, SharePicture, ShopLocale } from '@shop/contracts';

/** What a page says about itself to crawlers and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page as it should be listed. */
  canonicalUrl: string;
  siteName: string;
  type: 'website' | 'product';
  /** The preview picture: absolute URL, and its size and type when known (og:image:width/height/type). */
  image?: SharePicture;
  imageAlt?: string;
  /** Pages that belong to a shopper or staff, and not-found pages, stay out of search results. */
  noIndex?: boolean;
  price?: { amount: number; currency: 'PKR'; inStock: boolean };
  /**
   * The pictures one of which is the page's largest paint, fetched first: the browser starts them before
   * the storefront's JavaScript runs.
   */
  preloadImages?: ImageSources[];
  structuredData: object[];
  /** The page's language: English unless set (an Urdu address's head is in Urdu, right to left). */
  locale?: ShopLocale;
  /** The page's address in each language, and the default one (`hreflang`). */
  alternates?: { hrefLang: string; url: string }[];
  /** A catalogue item's own words in Urdu (staff gave it an Urdu name or description): its Urdu page's head. */
  inUrdu?: Pick<PageHead, 'title' | 'description' | 'imageAlt'>;
}

/** Text shortened at a word to at most `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
