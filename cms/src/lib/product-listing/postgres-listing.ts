import { likeLiteral, type ListingDialect, type ListingTable } from './listing-dialect';

const indexOf = (table: ListingTable) => `${table.table}_name_trigram`;

/**
 * PostgreSQL: a pg_trgm GIN index on the lower-case name, which serves `LIKE '%text%'` (the spec's
 * search is a substring match) for three characters or more; maintained by PostgreSQL itself, so rows
 * inserted by any means are indexed. Without the extension (no right to create it) the search still
 * works, by a scan.
 */
export const postgresListing: ListingDialect = {
  async ensureNameIndex(knex, table) {
    try {
      await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    } catch {
      return;
    }
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin (lower(??) gin_trgm_ops)`, [
      indexOf(table),
      table.table,
      table.name,
    ]);
  },

  nameContains(knex, table, search) {
    return knex.raw(`lower(??) LIKE ? ESCAPE '\\'`, [table.name, `%${likeLiteral(search)}%`]);
  },

  price(knex, table) {
    const first = (field: string) => knex.raw(`(??::jsonb -> 0 -> '${field}')`, [table.sizes]).toQuery();
    const number = (field: string) =>
      `(CASE WHEN jsonb_typeof(${first(field)}) = 'number' THEN (${first(field)})::numeric END)`;
    const discounted = number('discountedPrice');
    return knex.raw(
      `(CASE WHEN ${discounted} > 0 THEN ${discounted} ELSE coalesce(${number('actualPrice')}, 0) END)`,
    );
  },
};
