import { LRUCache } from 'lru-cache';

/** The part of a better-sqlite3 connection this module touches. */
export interface PreparingConnection {
  prepare(sql: string): unknown;
}

/** How many distinct statements a connection keeps prepared: the shop sends a few hundred. */
export const KEPT_STATEMENTS = 500;

/**
 * Knex asks better-sqlite3 to prepare every statement it sends anew, a sixth of an order's database
 * time. This hands a connection's statement for the same SQL back instead. Safe because knex runs
 * each statement to its end (`all` or `run`, never an open iterator) before the next one, and SQLite
 * prepares a kept statement again by itself when the schema has changed.
 */
export function keepPreparedStatements<Connection extends PreparingConnection>(
  connection: Connection,
): Connection {
  const prepare = connection.prepare.bind(connection);
  const kept = new LRUCache<string, object>({ max: KEPT_STATEMENTS });
  connection.prepare = (sql: string) => {
    let statement = kept.get(sql);
    if (!statement) {
      statement = prepare(sql) as object;
      kept.set(sql, statement);
    }
    return statement;
  };
  return connection;
}
