import type { Core } from '@strapi/strapi';
import { type ProductListingQuery, productListingQuerySchema } from '@shop/contracts';
import { LRUCache } from 'lru-cache';
import { ValidationError } from '../errors';
import { type EncodedBody, encode } from '../list-cache/encoded-answer';
import { listCacheOf } from '../list-cache/list-cache';
import { PRODUCT_KIND } from '../catalogue/catalogue-kind';
import { productListing } from './listing-service';

/** Listing pages kept encoded: a few typed searches' worth for each shopper of a busy minute. */
const LISTING_ENTRIES = 500;

interface Entry {
  version: string;
  value: Promise<EncodedBody>;
}

/** The listing a query string asks for; a bad parameter is a 400 naming it, an unknown one is ignored. */
export function listingQueryFrom(query: unknown): ProductListingQuery {
  const result = productListingQuerySchema.safeParse(query ?? {});
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid listing query');
  return result.data;
}

/**
 * Encoded listing pages, kept like the lists (docs/decisions/0002, 0014): an entry is current while
 * the products table's version is unchanged, and an LRU keyed by the normalised query bounds memory
 * whatever the query strings.
 */
export class ListingAnswers {
  private readonly entries = new LRUCache<string, Entry>({ max: LISTING_ENTRIES });

  constructor(
    private readonly version: () => Promise<string>,
    private readonly build: (query: ProductListingQuery) => Promise<unknown>,
  ) {}

  /** The cached page when it is still current, without building anything. */
  async peek(query: ProductListingQuery): Promise<EncodedBody | null> {
    const entry = this.entries.get(JSON.stringify(query));
    if (!entry) return null;
    return entry.version === (await this.version()) ? entry.value : null;
  }

  /** The current page, built (once, however many ask at the same time) when missing or old. */
  async get(query: ProductListingQuery): Promise<EncodedBody> {
    const version = await this.version();
    const key = JSON.stringify(query);
    const known = this.entries.get(key);
    if (known && known.version === version) return known.value;
    const entry: Entry = { version, value: this.build(query).then(encode) };
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.entries.set(key, entry);
    return entry.value;
  }
}

const answers = new WeakMap<Core.Strapi, ListingAnswers>();

/** The listing cache of this server process. */
export function listingAnswersOf(strapi: Core.Strapi): ListingAnswers {
  let cache = answers.get(strapi);
  if (!cache) {
    cache = new ListingAnswers(
      () => listCacheOf(strapi).version(PRODUCT_KIND.uid),
      (query) => productListing(strapi, query),
    );
    answers.set(strapi, cache);
  }
  return cache;
}
