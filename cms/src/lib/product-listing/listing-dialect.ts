import type { Core } from '@strapi/strapi';
import { postgresListing } from './postgres-listing';
import { sqliteListing } from './sqlite-listing';

/** Strapi's knex and a raw SQL fragment of it. */
export type Knex = Core.Strapi['db']['connection'];
export type Raw = ReturnType<Knex['raw']>;

/** The products table as the listing reads it. */
export interface ListingTable {
  table: string;
  id: string;
  name: string;
  sizes: string;
}

/** What differs between databases in the listing: its name index, name search and price. */
export interface ListingDialect {
  /** Creates the name index (and what keeps it current) when missing; safe to run at every start. */
  ensureNameIndex(knex: Knex, table: ListingTable): Promise<void>;
  /** A condition: the product's name contains the search text (lower case, not empty), in any case. */
  nameContains(knex: Knex, table: ListingTable, search: string): Raw;
  /** An expression: the listing price, the first size's discounted price when above 0, else its actual price, else 0. */
  price(knex: Knex, table: ListingTable): Raw;
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
