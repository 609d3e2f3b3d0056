/**
 * Nikkah-Nama sub-categories were stored upper-cased (URDU, ENGLISH); the spec spells them Urdu and
 * English, and its client's edit form matches them as spelt. Strapi runs this once, before the schema
 * sync, in a transaction. The spellings are written out here, not imported: a migration is a fixed step.
 */
const SPELLINGS = { URDU: 'Urdu', ENGLISH: 'English' };
const TABLES = ['products', 'templates'];

async function respell(knex, spellingOf) {
  for (const table of TABLES) {
    // A new database has no tables yet: Strapi creates them after the migrations.
    if (!(await knex.schema.hasTable(table))) continue;
    for (const [upper, spelt] of Object.entries(SPELLINGS)) {
      await knex(table)
        .where('category', 'Nikkah-Nama')
        .whereRaw('upper(sub_category) = ?', [upper])
        .update({ sub_category: spellingOf(upper, spelt) });
    }
  }
}

module.exports = {
  up: (knex) => respell(knex, (_upper, spelt) => spelt),
  down: (knex) => respell(knex, (upper) => upper),
};
