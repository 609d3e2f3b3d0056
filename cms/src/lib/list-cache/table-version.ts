import type { Core, UID } from '@strapi/strapi';

function columnOf(meta: { attributes: Record<string, unknown> }, attribute: string, fallback: string) {
  return (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? fallback;
}

/**
 * A table's version as the list cache compares it, in one query: row count, newest updatedAt and,
 * where rows carry stock, the stock in all (a stock change also moves updatedAt, in the same statement).
 */
export async function tableVersion(strapi: Core.Strapi, uid: UID.ContentType): Promise<string> {
  const meta = strapi.db.metadata.get(uid);
  const knex = strapi.db.connection;
  const columns = [
    knex.raw('count(*) as ??', ['rows']),
    knex.raw('max(??) as ??', [columnOf(meta, 'updatedAt', 'updated_at'), 'newest']),
  ];
  if (meta.attributes.stock)
    columns.push(knex.raw('sum(??) as ??', [columnOf(meta, 'stock', 'stock'), 'stock']));
  const row = (await knex(meta.tableName).select(columns).first()) as Record<string, unknown>;
  const newest = row.newest instanceof Date ? row.newest.getTime() : row.newest;
  return `${row.rows}:${newest ?? 0}:${row.stock ?? ''}`;
}
