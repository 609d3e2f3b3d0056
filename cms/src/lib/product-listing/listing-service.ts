import type { Core } from '@strapi/strapi';
import { LISTING_PAGE_SIZE, type ProductListing, type ProductListingQuery } from '@shop/contracts';
import { PRODUCT_KIND } from '../catalogue/catalogue-kind';
import { summaryFields, toSummary } from '../catalogue/summaries';
import { columnsOf } from '../db-columns';
import { facetsOf, numericGroup, type StoredListingGroup } from './listing-facets';
import {
  LISTING as t,
  likeLiteral,
  listingDialectOf,
  listingTableOf,
  type ProductsTable,
  type Raw,
} from './listing-dialect';

function productsTable(strapi: Core.Strapi): ProductsTable {
  const { table, column } = columnsOf(strapi, PRODUCT_KIND.uid);
  return {
    table,
    documentId: column('documentId'),
    name: column('name'),
    nameUr: column('nameUr'),
    type: column('category'),
    category: column('subCategory'),
    sizes: column('sizes'),
    createdAt: column('createdAt'),
  };
}

/**
 * The search: the name contains it; on an Urdu page (`lang: 'ur'`) the Urdu name may contain it instead,
 * read from the products table (a scan, as Urdu searches are few; the English search keeps its index).
 */
function searchCondition(strapi: Core.Strapi, products: ProductsTable, query: ProductListingQuery): Raw {
  const knex = strapi.db.connection;
  const byName = listingDialectOf(strapi).nameContains(knex, products, query.search);
  if (query.lang !== 'ur') return byName;
  const byUrduName = knex.raw(`?? IN (SELECT ?? FROM ?? WHERE lower(??) LIKE ? ESCAPE '\\')`, [
    t.id,
    'id',
    products.table,
    products.nameUr,
    `%${likeLiteral(query.search)}%`,
  ]);
  return knex.raw('(? OR ?)', [byName, byUrduName]);
}

/** Creates the listing's table, name index and triggers when missing (at every start). */
export async function ensureListingIndex(strapi: Core.Strapi): Promise<void> {
  await listingDialectOf(strapi).ensureListingTable(strapi.db.connection, productsTable(strapi));
}

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
  const products = productsTable(strapi);
  const table = listingTableOf(products);
  const inPriceRange = knex.raw('?? BETWEEN ? AND ?', [t.price, query.min, query.max]);
  const matchesSearch: Raw | null = query.search ? searchCondition(strapi, products, query) : null;

  type Builder = ReturnType<typeof knex>;
  const searched = (builder: Builder) => (matchesSearch ? builder.where(matchesSearch) : builder);
  const chosen = (builder: Builder) => {
    if (query.type) builder.where(t.type, query.type);
    if (query.category) builder.where(t.category, query.category);
    return builder;
  };

  // One pass over the searched rows gives the total, the price bounds and both facets' counts: a
  // search shorter than a trigram is a scan of the whole table, so it is made once, not three times.
  const groups = (await searched(knex(table))
    .select(
      knex.raw('?? as ??', [t.type, 'type']),
      knex.raw('?? as ??', [t.category, 'category']),
      knex.raw('sum(CASE WHEN ? THEN 1 ELSE 0 END) as ??', [inPriceRange, 'inRange']),
      knex.raw('min(??) as ??', [t.price, 'low']),
      knex.raw('max(??) as ??', [t.price, 'high']),
    )
    .groupBy(t.type, t.category)) as StoredListingGroup[];
  // The chosen type's categories are all offered, those the search leaves empty with a count of 0.
  const typeCategories = query.type
    ? (
        (await knex(table)
          .where(t.type, query.type)
          .where(t.category, '<>', '')
          .distinct(t.category)) as Record<typeof t.category, string>[]
      ).map((row) => row[t.category])
    : [];
  const facets = facetsOf(groups.map(numericGroup), query, typeCategories);
  const pageCount = Math.max(1, Math.ceil(facets.total / LISTING_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);

  const ids: string[] =
    facets.total === 0
      ? []
      : await chosen(searched(knex.from(dialect.newestFirst(knex, products, query.search))))
          .where(inPriceRange)
          .orderBy([
            { column: t.createdAt, order: 'desc' },
            { column: t.id, order: 'desc' },
          ])
          .limit(LISTING_PAGE_SIZE)
          .offset((page - 1) * LISTING_PAGE_SIZE)
          .pluck(t.documentId);

  // The page's rows through the query engine: products have no drafts or locales, so the Document
  // Service's parameter checks and transforms would cost a listing miss more than its SQL.
  const docs = ids.length
    ? await strapi.db.query(PRODUCT_KIND.uid).findMany({
        select: ['documentId', ...summaryFields(PRODUCT_KIND)],
        where: { documentId: { $in: ids } },
      })
    : [];
  const byId = new Map(docs.map((doc) => [doc.documentId, doc]));

  return {
    products: ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [toSummary(strapi, PRODUCT_KIND, doc)] : [];
    }),
    total: facets.total,
    page,
    pageCount,
    facets: { types: facets.types, categories: facets.categories, price: facets.price },
  };
}
