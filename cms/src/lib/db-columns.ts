import type { Core, UID } from '@strapi/strapi';

/** A content type's table and its attributes' column names, for the few statements written in knex. */
export function columnsOf(strapi: Core.Strapi, uid: UID.ContentType) {
  const meta = strapi.db.metadata.get(uid);
  const column = (attribute: string) =>
    (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
  return { table: meta.tableName, column };
}
