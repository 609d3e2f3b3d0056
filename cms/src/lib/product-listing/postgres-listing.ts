import { LISTING, type ListingDialect, listingRowSql, likeLiteral, listingTableOf } from './listing-dialect';

/** The listing price: the first size's discounted price when above 0, else its actual price, else 0. */
function price(sizes: string): string {
  const first = (field: string) => `(${sizes}::jsonb -> 0 -> '${field}')`;
  const number = (field: string) =>
    `(CASE WHEN jsonb_typeof(${first(field)}) = 'number' THEN (${first(field)})::numeric END)`;
  return `(CASE WHEN ${number('discountedPrice')} > 0 THEN ${number('discountedPrice')} ELSE coalesce(${number('actualPrice')}, 0) END)`;
}

/**
 * PostgreSQL: the listing table, kept current by a trigger on the products table, and a pg_trgm GIN
 * index on its lower-case names, which serves `LIKE '%text%'` (the spec's search is a substring match)
 * for three characters or more. Without the right to create the extension the search still works, by
 * a scan. Processes starting together take turns (an advisory lock).
 */
export const postgresListing: ListingDialect = {
  async ensureListingTable(knex, products) {
    const listing = listingTableOf(products);
    const sync = `${listing}_sync`;
    const ready = async (db: typeof knex) => {
      const { rows } = await db.raw(
        'SELECT to_regclass(?) IS NOT NULL AS "table", EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = ?) AS "trigger"',
        [`"${listing}"`, sync],
      );
      return rows[0].table && rows[0].trigger;
    };
    if (await ready(knex)) return;
    const table = `"${products.table}"`;
    await knex.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [listing]);
      if (await ready(trx)) return;
      await trx.raw(
        `CREATE TABLE IF NOT EXISTS "${listing}" AS SELECT ${listingRowSql(products, table, price, true)} FROM ${table} WITH NO DATA`,
      );
      await trx.raw(`ALTER TABLE "${listing}" DROP CONSTRAINT IF EXISTS "${listing}_pkey"`);
      await trx.raw(
        `ALTER TABLE "${listing}" ADD CONSTRAINT "${listing}_pkey" PRIMARY KEY ("${LISTING.id}")`,
      );
      const columns = Object.values(LISTING).map((column) => `"${column}"`);
      await trx.raw(`
        CREATE OR REPLACE FUNCTION "${sync}"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'DELETE' THEN
            DELETE FROM "${listing}" WHERE "${LISTING.id}" = OLD.id;
          ELSE
            INSERT INTO "${listing}" (${columns.join(', ')}) VALUES (${listingRowSql(products, 'NEW', price)})
            ON CONFLICT ("${LISTING.id}") DO UPDATE SET ${columns
              .slice(1)
              .map((column) => `${column} = EXCLUDED.${column}`)
              .join(', ')};
          END IF;
          RETURN NULL;
        END $$`);
      await trx.raw(`DROP TRIGGER IF EXISTS "${sync}" ON ${table}`);
      await trx.raw(
        `CREATE TRIGGER "${sync}" AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION "${sync}"()`,
      );
      await trx.raw(`DELETE FROM "${listing}"`);
      await trx.raw(
        `INSERT INTO "${listing}" (${columns.join(', ')}) SELECT ${listingRowSql(products, table, price)} FROM ${table}`,
      );
      await trx.raw(
        `CREATE INDEX IF NOT EXISTS "${listing}_newest" ON "${listing}" ("${LISTING.createdAt}" DESC, "${LISTING.id}" DESC)`,
      );
      await trx.raw(
        `CREATE INDEX IF NOT EXISTS "${listing}_type" ON "${listing}" ("${LISTING.type}", "${LISTING.category}", "${LISTING.price}")`,
      );
    });
    try {
      await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin (lower(??) gin_trgm_ops)`, [
        `${listing}_name_trigram`,
        listing,
        LISTING.name,
      ]);
    } catch {
      // No pg_trgm here: the search scans, as it does for one or two characters anyway.
    }
  },

  nameContains(knex, _products, search) {
    return knex.raw(`lower(??) LIKE ? ESCAPE '\\'`, [LISTING.name, `%${likeLiteral(search)}%`]);
  },

  // PostgreSQL's planner weighs the trigram index against the newest-first order with its statistics.
  newestFirst: (_knex, products) => listingTableOf(products),
};
