import type { Core } from '@strapi/strapi';

/** SQLite: WAL with synchronous FULL, so an acknowledged order survives a crash or power cut. */
export async function configureSqliteDurability(strapi: Core.Strapi) {
  if (strapi.db.dialect.client !== 'sqlite') return;
  await strapi.db.connection.raw('PRAGMA journal_mode = WAL');
  await strapi.db.connection.raw('PRAGMA synchronous = FULL');
  await strapi.db.connection.raw('PRAGMA busy_timeout = 10000');
}
