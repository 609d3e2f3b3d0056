import { likeLiteral, type ListingDialect, type ListingTable } from './listing-dialect';

const indexOf = (table: ListingTable) => `${table.table}_name_search`;

/** FTS5's trigram tokenizer matches substrings of three characters or more (case-folded). */
const TRIGRAM = 3;

/** A search text as one FTS5 phrase: quoted, its own quotes doubled, so no character is query syntax. */
function phrase(search: string): string {
  return `"${search.replace(/"/g, '""')}"`;
}

/**
 * SQLite: an external-content FTS5 table over the products' names with the trigram tokenizer (the
 * spec's search is a substring match), kept current by triggers on the products table, so rows
 * inserted by any means (the bench's bulk seed included) are indexed. Built once from the table
 * when created, or when a trigger was missing (a table Strapi rebuilt).
 */
export const sqliteListing: ListingDialect = {
  async ensureNameIndex(knex, table) {
    const index = indexOf(table);
    const triggers = [`${index}_insert`, `${index}_delete`, `${index}_update`];
    const existing = await knex('sqlite_master')
      .whereIn('name', [index, ...triggers])
      .pluck('name');
    if (existing.length === triggers.length + 1) return;
    const { table: products, id, name } = table;
    const remove = `INSERT INTO "${index}"("${index}", rowid, name) VALUES ('delete', old."${id}", old."${name}");`;
    const add = `INSERT INTO "${index}"(rowid, name) VALUES (new."${id}", new."${name}");`;
    await knex.transaction(async (trx) => {
      await trx.raw(
        `CREATE VIRTUAL TABLE IF NOT EXISTS "${index}" USING fts5(name, content='${products}', content_rowid='${id}', tokenize='trigram')`,
      );
      await trx.raw(
        `CREATE TRIGGER IF NOT EXISTS "${triggers[0]}" AFTER INSERT ON "${products}" BEGIN ${add} END`,
      );
      await trx.raw(
        `CREATE TRIGGER IF NOT EXISTS "${triggers[1]}" AFTER DELETE ON "${products}" BEGIN ${remove} END`,
      );
      await trx.raw(
        `CREATE TRIGGER IF NOT EXISTS "${triggers[2]}" AFTER UPDATE OF "${name}" ON "${products}" BEGIN ${remove} ${add} END`,
      );
      await trx.raw(`INSERT INTO "${index}"("${index}") VALUES ('rebuild')`);
    });
  },

  nameContains(knex, table, search) {
    if ([...search].length >= TRIGRAM) {
      return knex.raw(`?? IN (SELECT rowid FROM ?? WHERE ?? MATCH ?)`, [
        table.id,
        indexOf(table),
        indexOf(table),
        phrase(search),
      ]);
    }
    // Shorter than a trigram: a scan, cheap at that length since nearly every name matches anyway.
    return knex.raw(`lower(??) LIKE ? ESCAPE '\\'`, [table.name, `%${likeLiteral(search)}%`]);
  },

  price(knex, table) {
    const first = (field: string) => knex.raw(`json_extract(??, '$[0].${field}')`, [table.sizes]).toQuery();
    const discounted = first('discountedPrice');
    return knex.raw(
      `(CASE WHEN ${discounted} > 0 THEN ${discounted} ELSE coalesce(${first('actualPrice')}, 0) END)`,
    );
  },
};
