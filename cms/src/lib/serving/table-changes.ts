import type { Core, UID } from '@strapi/strapi';
import {
  BANNER_UID,
  MESSAGE_UID,
  ORDER_UID,
  PRODUCT_UID,
  REVIEW_UID,
  SHOP_SETTING_UID,
  TEMPLATE_UID,
} from '../content-types';

type Knex = Core.Strapi['db']['connection'];

/** Per watched table, counters that database triggers raise on every insert, update and delete. */
export const CHANGES_TABLE = 'shop_table_changes';

/** The tables the cached answers are built from (the catalogue, reviews, the settings, the dashboard's orders and messages). */
export const WATCHED_UIDS: readonly UID.ContentType[] = [
  PRODUCT_UID,
  TEMPLATE_UID,
  REVIEW_UID,
  SHOP_SETTING_UID,
  ORDER_UID,
  MESSAGE_UID,
  BANNER_UID,
];

const FUNCTION = `${CHANGES_TABLE}_count`;

async function ensureSqlite(knex: Knex, tables: string[]) {
  const triggers = tables.flatMap((table) =>
    ['INSERT', 'UPDATE', 'DELETE'].map((event) => ({
      table,
      event,
      name: `${table}_changes_${event.toLowerCase()}`,
    })),
  );
  const names = [CHANGES_TABLE, ...triggers.map((trigger) => trigger.name)];
  if ((await knex('sqlite_master').whereIn('name', names).pluck('name')).length === names.length) return;
  await knex.transaction(async (trx) => {
    await trx.raw(
      `CREATE TABLE IF NOT EXISTS "${CHANGES_TABLE}" ("id" INTEGER PRIMARY KEY, "table_name" TEXT NOT NULL UNIQUE, "changes" INTEGER NOT NULL)`,
    );
    for (const table of tables)
      await trx.raw(`INSERT OR IGNORE INTO "${CHANGES_TABLE}" ("table_name", "changes") VALUES (?, 0)`, [
        table,
      ]);
    // SQLite runs one writer at a time, so one counter row per table costs no concurrency.
    for (const { table, event, name } of triggers)
      await trx.raw(
        `CREATE TRIGGER IF NOT EXISTS "${name}" AFTER ${event} ON "${table}" BEGIN UPDATE "${CHANGES_TABLE}" SET "changes" = "changes" + 1 WHERE "table_name" = '${table}'; END`,
      );
  });
}

/**
 * PostgreSQL: a statement's trigger raises a counter row of its table that no other transaction holds
 * (SKIP LOCKED), or adds one when all are held, so concurrent orders never wait for each other on it
 * and cannot deadlock through it; the rows of a table are as many as its most concurrent writers.
 */
async function ensurePostgres(knex: Knex, tables: string[]) {
  const names = tables.map((table) => `${table}_changes`);
  const ready = async (db: Knex) => {
    const { rows } = await db.raw(
      'SELECT to_regclass(?) IS NOT NULL AS "table", (SELECT count(*) FROM pg_trigger WHERE tgname = ANY(?)) AS "triggers"',
      [`"${CHANGES_TABLE}"`, names],
    );
    return rows[0].table && Number(rows[0].triggers) === names.length;
  };
  if (await ready(knex)) return;
  await knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [CHANGES_TABLE]);
    if (await ready(trx)) return;
    await trx.raw(
      `CREATE TABLE IF NOT EXISTS "${CHANGES_TABLE}" ("id" bigserial PRIMARY KEY, "table_name" text NOT NULL, "changes" bigint NOT NULL)`,
    );
    await trx.raw(`CREATE INDEX IF NOT EXISTS "${CHANGES_TABLE}_table" ON "${CHANGES_TABLE}" ("table_name")`);
    await trx.raw(`
      CREATE OR REPLACE FUNCTION "${FUNCTION}"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "${CHANGES_TABLE}" SET "changes" = "changes" + 1 WHERE "id" = (
          SELECT "id" FROM "${CHANGES_TABLE}" WHERE "table_name" = TG_ARGV[0] LIMIT 1 FOR UPDATE SKIP LOCKED
        );
        IF NOT FOUND THEN
          INSERT INTO "${CHANGES_TABLE}" ("table_name", "changes") VALUES (TG_ARGV[0], 1);
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of tables) {
      await trx.raw(`DROP TRIGGER IF EXISTS "${table}_changes" ON "${table}"`);
      await trx.raw(
        `CREATE TRIGGER "${table}_changes" AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "${FUNCTION}"('${table}')`,
      );
    }
  });
}

/**
 * Creates the change counters and their triggers on the watched tables when any is missing; safe at
 * every start and by several processes. Rows written by any means (the bench's seed through the query
 * engine, the panel, raw stock updates) move the counters.
 */
export async function ensureTableChanges(strapi: Core.Strapi): Promise<void> {
  const tables = WATCHED_UIDS.map((uid) => strapi.db.metadata.get(uid).tableName);
  const client = strapi.db.dialect.client;
  if (client === 'sqlite') return ensureSqlite(strapi.db.connection, tables);
  if (client === 'postgres') return ensurePostgres(strapi.db.connection, tables);
  throw new Error(`No change counters for the database client ${client}`);
}
