import type { Core, UID } from '@strapi/strapi';
import {
  ANNOUNCEMENT_UID,
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

/**
 * The tables the cached answers are built from (the catalogue, reviews, the settings, the dashboard's
 * orders and messages, home's banners, the ticker's announcements).
 */
export const WATCHED_UIDS: readonly UID.ContentType[] = [
  PRODUCT_UID,
  TEMPLATE_UID,
  REVIEW_UID,
  SHOP_SETTING_UID,
  ORDER_UID,
  MESSAGE_UID,
  BANNER_UID,
  ANNOUNCEMENT_UID,
];

const EVENTS = ['INSERT', 'UPDATE', 'DELETE'];
const COUNT = `${CHANGES_TABLE}_count`;

/** Per database: the counters' table, a table's counter and named triggers, and where trigger names are listed. */
const DIALECTS = {
  // SQLite runs one writer at a time, so one counter row per table costs no concurrency.
  sqlite: {
    lock: [],
    setup: [
      `CREATE TABLE IF NOT EXISTS "${CHANGES_TABLE}" ("id" INTEGER PRIMARY KEY, "table_name" TEXT NOT NULL UNIQUE, "changes" INTEGER NOT NULL)`,
    ],
    triggers: (table: string) =>
      EVENTS.map((event) => ({
        name: `${table}_changes_${event.toLowerCase()}`,
        sql: `CREATE TRIGGER IF NOT EXISTS "${table}_changes_${event.toLowerCase()}" AFTER ${event} ON "${table}" BEGIN UPDATE "${CHANGES_TABLE}" SET "changes" = "changes" + 1 WHERE "table_name" = '${table}'; END`,
      })),
    counter: (table: string) =>
      `INSERT OR IGNORE INTO "${CHANGES_TABLE}" ("table_name", "changes") VALUES ('${table}', 0)`,
    catalog: { table: 'sqlite_master', name: 'name' },
  },
  /*
   * PostgreSQL: a statement's trigger raises a counter row of its table that no other transaction holds
   * (SKIP LOCKED), or adds one when all are held, so concurrent orders never wait for each other on it
   * and cannot deadlock through it; the rows of a table are as many as its most concurrent writers.
   */
  postgres: {
    lock: [`SELECT pg_advisory_xact_lock(hashtext('${CHANGES_TABLE}'))`],
    setup: [
      `CREATE TABLE IF NOT EXISTS "${CHANGES_TABLE}" ("id" bigserial PRIMARY KEY, "table_name" text NOT NULL, "changes" bigint NOT NULL)`,
      `CREATE INDEX IF NOT EXISTS "${CHANGES_TABLE}_table" ON "${CHANGES_TABLE}" ("table_name")`,
      `CREATE OR REPLACE FUNCTION "${COUNT}"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "${CHANGES_TABLE}" SET "changes" = "changes" + 1 WHERE "id" = (
          SELECT "id" FROM "${CHANGES_TABLE}" WHERE "table_name" = TG_ARGV[0] LIMIT 1 FOR UPDATE SKIP LOCKED
        );
        IF NOT FOUND THEN
          INSERT INTO "${CHANGES_TABLE}" ("table_name", "changes") VALUES (TG_ARGV[0], 1);
        END IF;
        RETURN NULL;
      END $$`,
    ],
    triggers: (table: string) => [
      {
        name: `${table}_changes`,
        sql: `CREATE OR REPLACE TRIGGER "${table}_changes" AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "${COUNT}"('${table}')`,
      },
    ],
    counter: () => null,
    catalog: { table: 'pg_trigger', name: 'tgname' },
  },
};

/**
 * Creates the change counters and their triggers on the watched tables when any trigger is missing;
 * safe at every start and by several processes. Rows written by any means (the bench's seed through the
 * query engine, the panel, raw stock updates) move the counters.
 */
export async function ensureTableChanges(strapi: Core.Strapi): Promise<void> {
  const client = strapi.db.dialect.client;
  if (client !== 'sqlite' && client !== 'postgres') throw new Error(`No change counters for ${client}`);
  const dialect = DIALECTS[client];
  const tables = WATCHED_UIDS.map((uid) => strapi.db.metadata.get(uid).tableName);
  const triggers = tables.flatMap(dialect.triggers);
  const names = triggers.map((trigger) => trigger.name);
  const ready = async (db: Knex) => {
    const [row] = await db(dialect.catalog.table).whereIn(dialect.catalog.name, names).count({ count: '*' });
    return Number(row.count) === triggers.length;
  };
  if (await ready(strapi.db.connection)) return;
  await strapi.db.connection.transaction(async (trx) => {
    for (const sql of dialect.lock) await trx.raw(sql);
    if (await ready(trx)) return;
    const counters = tables.map(dialect.counter).filter((sql) => sql !== null);
    for (const sql of [...dialect.setup, ...counters, ...triggers.map((trigger) => trigger.sql)])
      await trx.raw(sql);
  });
}
