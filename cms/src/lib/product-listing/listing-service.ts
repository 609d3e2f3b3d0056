import type { Core } from '@strapi/strapi';
import {
  LISTING_PAGE_SIZE,
  type FacetCount,
  type ProductListing,
  type ProductListingQuery,
} from '@shop/contracts';
import { PRODUCT_KIND } from '../catalogue/catalogue-kind';
import { summaryFields, toSummary } from '../catalogue/summaries';
import { columnsOf } from '../db-columns';
import { listingDialectOf, type ListingTable, type Raw } from './listing-dialect';

function productsTable(strapi: Core.Strapi) {
  const { table, column } = columnsOf(strapi, PRODUCT_KIND.uid);
  return {
    table,
    id: 'id',
    name: column('name'),
    sizes: column('sizes'),
    type: column('category'),
    category: column('subCategory'),
    createdAt: column('createdAt'),
    documentId: column('documentId'),
  } satisfies ListingTable & Record<string, string>;
}

/** Creates the products' name index for the listing's search when missing (at every start). */
export async function ensureListingIndex(strapi: Core.Strapi): Promise<void> {
  await listingDialectOf(strapi).ensureNameIndex(strapi.db.connection, productsTable(strapi));
}

const byLocale = (a: FacetCount, b: FacetCount) => a.value.localeCompare(b.value);

/**
 * One page of the products listing, filtered, searched and paged by the database (spec point 5: name
 * contains the search in any case, type equals the product's category, category its sub-category, the
 * listing price within min-max inclusive; newest first, as all-products), with the filters' counts.
 */
export async function productListing(
  strapi: Core.Strapi,
  query: ProductListingQuery,
): Promise<Omit<ProductListing, 'products'> & { products: ReturnType<typeof toSummary>[] }> {
  const knex = strapi.db.connection;
  const dialect = listingDialectOf(strapi);
  const t = productsTable(strapi);
  const price = dialect.price(knex, t);
  const inPriceRange = knex.raw('? BETWEEN ? AND ?', [price, query.min, query.max]);
  const matchesSearch: Raw | null = query.search ? dialect.nameContains(knex, t, query.search) : null;

  type Builder = ReturnType<typeof knex>;
  const searched = (builder: Builder) => (matchesSearch ? builder.where(matchesSearch) : builder);
  const chosen = (builder: Builder) => {
    if (query.type) builder.where(t.type, query.type);
    if (query.category) builder.where(knex.raw('upper(??) = ?', [t.category, query.category]));
    return builder;
  };

  const bounds = (await chosen(searched(knex(t.table)))
    .select(
      knex.raw('sum(CASE WHEN ? THEN 1 ELSE 0 END) as ??', [inPriceRange, 'total']),
      knex.raw('min(?) as ??', [price, 'low']),
      knex.raw('max(?) as ??', [price, 'high']),
    )
    .first()) as { total: unknown; low: unknown; high: unknown } | undefined;
  const total = Number(bounds?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);

  const ids: string[] =
    total === 0
      ? []
      : await chosen(searched(knex(t.table)))
          .where(inPriceRange)
          .orderBy([
            { column: t.createdAt, order: 'desc' },
            { column: t.id, order: 'desc' },
          ])
          .limit(LISTING_PAGE_SIZE)
          .offset((page - 1) * LISTING_PAGE_SIZE)
          .pluck(t.documentId);

  const types = (await searched(knex(t.table))
    .where(inPriceRange)
    .select(knex.raw('?? as ??', [t.type, 'value']), knex.raw('count(*) as ??', ['count']))
    .groupBy(t.type)) as { value: string; count: unknown }[];

  const matches = matchesSearch ? knex.raw('(?) AND (?)', [matchesSearch, inPriceRange]) : inPriceRange;
  const categories = query.type
    ? ((await knex(t.table)
        .where(t.type, query.type)
        .whereNotNull(t.category)
        .where(t.category, '<>', '')
        .select(
          knex.raw('upper(??) as ??', [t.category, 'value']),
          knex.raw('sum(CASE WHEN ? THEN 1 ELSE 0 END) as ??', [matches, 'count']),
        )
        .groupByRaw('upper(??)', [t.category])) as { value: string; count: unknown }[])
    : [];

  const docs = ids.length
    ? await strapi.documents(PRODUCT_KIND.uid).findMany({
        // biome-ignore lint/suspicious/noExplicitAny: the summary fields are chosen by the catalogue kind at run time
        fields: summaryFields(PRODUCT_KIND) as any,
        filters: { documentId: { $in: ids } },
        limit: ids.length,
      })
    : [];
  const byId = new Map(docs.map((doc) => [doc.documentId, doc]));

  const counted = (rows: { value: string; count: unknown }[]) =>
    rows.map((row) => ({ value: row.value, count: Number(row.count) })).sort(byLocale);
  return {
    products: ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [toSummary(strapi, PRODUCT_KIND, doc)] : [];
    }),
    total,
    page,
    pageCount,
    facets: {
      types: counted(types),
      categories: counted(categories),
      price: { min: Number(bounds?.low ?? 0), max: Number(bounds?.high ?? 0) },
    },
  };
}
