// The products listing call (GET /products/listing): the listing's state as query parameters, and one
// page of cards with the counts its filters show. zod/mini, like the other answers the storefront reads.
import * as z from 'zod/mini';
import { DEFAULT_PRICE_RANGE, PRODUCT_TYPES } from '../constants';
import { SHOP_LOCALES } from '../shop-locales';
import { productSummarySchema } from './summaries';

/** Longest search text the listing takes (the storefront's box keeps no more). */
export const LISTING_SEARCH_MAX = 200;
/** Longest category value: the longest of the spec's is 16 characters. */
const CATEGORY_MAX = 100;

function priceParameter(name: string, fallback: number) {
  return z._default(
    z.pipe(
      z
        .string({ error: `${name} must be a whole number of rupees` })
        .check(z.regex(/^\d{0,9}$/, `${name} must be a whole number of rupees (up to 9 digits)`)),
      // An empty price input counts as 0 (spec point 5).
      z.transform((text) => (text === '' ? 0 : Number(text))),
    ),
    fallback,
  );
}

/** PostgreSQL cannot take a NUL in a text, and no name holds one. */
const noNul = (label: string) =>
  z.refine(
    (text: unknown) => typeof text === 'string' && !text.includes('\u0000'),
    `${label} contains a NUL character`,
  );

/** A query parameter that is one text of at most `max` characters without NUL; '' when absent. */
const optionalText = (name: string, max: number) =>
  z._default(
    z
      .string({ error: `${name} must be one text` })
      .check(z.maxLength(max, `${name} must be at most ${max} characters`), noNul(name)),
    '',
  );

/**
 * The listing's query string, as sent: every parameter optional, unknown ones ignored. The output is
 * normalised (search trimmed and in lower case, category in capitals and only with a type), so two
 * spellings of one listing are one cache entry.
 */
export const productListingQuerySchema = z.pipe(
  z.object({
    search: optionalText('search', LISTING_SEARCH_MAX),
    type: z._default(
      z.union([z.literal(''), z.enum(PRODUCT_TYPES)], {
        error: `type must be one of: ${PRODUCT_TYPES.join(', ')}`,
      }),
      '',
    ),
    category: optionalText('category', CATEGORY_MAX),
    /** The page's language: an Urdu page's search matches the Urdu names too. */
    lang: z._default(
      z.enum(SHOP_LOCALES, { error: `lang must be one of: ${SHOP_LOCALES.join(', ')}` }),
      'en',
    ),
    min: priceParameter('min', DEFAULT_PRICE_RANGE.min),
    max: priceParameter('max', DEFAULT_PRICE_RANGE.max),
    page: z._default(
      z.pipe(
        z
          .string({ error: 'page must be a page number' })
          .check(z.regex(/^[1-9]\d{0,5}$/, 'page must be a page number from 1')),
        z.transform(Number),
      ),
      1,
    ),
  }),
  z.transform((query) => ({
    search: query.search.trim().toLowerCase(),
    // Only a search reads the language: an English one, or none, is the listing it always was.
    ...(query.search.trim() && query.lang === 'ur' ? { lang: 'ur' as const } : {}),
    type: query.type,
    category: query.type ? query.category.trim().toUpperCase() : '',
    min: query.min,
    max: query.max,
    page: query.page,
  })),
);
export type ProductListingQuery = z.output<typeof productListingQuerySchema>;

const facetCountSchema = z.object({ value: z.string(), count: z.number() });
export type FacetCount = z.infer<typeof facetCountSchema>;

/**
 * One page of the listing. `types`: products per type among those matching the search and price range;
 * `categories`: the chosen type's categories (every one its products have, as the spec's options), each
 * with the products matching the search and price range; `price`: the lowest and highest listing price
 * among the products matching the search, type and category (0 and 0 when none).
 */
export const productListingSchema = z.object({
  products: z.array(productSummarySchema),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
  facets: z.object({
    types: z.array(facetCountSchema),
    categories: z.array(facetCountSchema),
    price: z.object({ min: z.number(), max: z.number() }),
  }),
});
export type ProductListing = z.infer<typeof productListingSchema>;
