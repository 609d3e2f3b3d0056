import type { Core } from '@strapi/strapi';
import { postgresListing } from './postgres-listing';
import { sqliteListing } from './sqlite-listing';

/** Strapi's knex and a raw SQL fragment of it. */
export type Knex = Core.Strapi['db']['connection'];
export type Raw = ReturnType<Knex['raw']>;

/** The products table the listing is derived from, with its column names as Strapi made them. */
export interface ProductsTable {
  table: string;
  documentId: string;
  name: string;
  /** The Urdu name (issue #37 item 4): an Urdu page's search matches it too. */
  nameUr: string;
  /** The product type (`category` in the spec's data). */
  type: string;
  /** The sub-category. */
  category: string;
  sizes: string;
  createdAt: string;
}

/**
 * The listing's own table: one narrow row per product (`id` is the product's row id) holding what the
 * listing filters and sorts on, the price worked out from the sizes once per write rather than on
 * every query, and the category in capitals. Kept current by triggers on the products table.
 */
export const LISTING = {
  id: 'id',
  documentId: 'document_id',
  name: 'name',
  type: 'type',
  category: 'category',
  price: 'price',
  createdAt: 'created_at',
} as const;

export function listingTableOf(products: ProductsTable): string {
  return `${products.table}_listing`;
}

/** What differs between databases in the listing: how its table is kept current, and the name search. */
export interface ListingDialect {
  /**
   * Creates the listing table, the name index and the triggers that keep both current when any is
   * missing, filling them from the products table; safe to run at every start, by several processes.
   */
  ensureListingTable(knex: Knex, products: ProductsTable): Promise<void>;
  /** A condition on the listing table: the name contains the search text (lower case, not empty). */
  nameContains(knex: Knex, products: ProductsTable, search: string): Raw;
  /** Where the page's rows are read, newest first, for a search (`''` for none): the listing table. */
  newestFirst(knex: Knex, products: ProductsTable, search: string): string | Raw;
}

/** The listing's dialect for the database client Strapi runs on. */
export function listingDialectOf(strapi: Core.Strapi): ListingDialect {
  const client = strapi.db.dialect.client;
  if (client === 'postgres') return postgresListing;
  if (client === 'sqlite') return sqliteListing;
  throw new Error(`The products listing has no query builder for the database client ${client}`);
}

/** `%`, `_` and the escape character itself, escaped for a LIKE pattern written with ESCAPE '\'. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The listing row of a products row (`row` is `new`, or the products table's name), as SQL values in
 * the listing's column order; `aliased` names each one after its listing column.
 */
export function listingRowSql(
  products: ProductsTable,
  row: string,
  price: (sizes: string) => string,
  aliased = false,
): string {
  const column = (name: string) => `${row}."${name}"`;
  const values = [
    `${row}."id"`,
    column(products.documentId),
    column(products.name),
    column(products.type),
    `upper(coalesce(${column(products.category)}, ''))`,
    price(column(products.sizes)),
    column(products.createdAt),
  ];
  const names = Object.values(LISTING);
  return values.map((value, index) => (aliased ? `${value} AS "${names[index]}"` : value)).join(', ');
}
