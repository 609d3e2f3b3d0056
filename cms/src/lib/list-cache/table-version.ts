import type { Core, UID } from '@strapi/strapi';

/** A table's version as the list cache compares it: row count and newest updatedAt. */
export async function tableVersion(strapi: Core.Strapi, uid: UID.ContentType): Promise<string> {
  const query = strapi.db.query(uid);
  const [count, newest] = await Promise.all([
    query.count(),
    query.findOne({ select: ['updatedAt'], orderBy: { updatedAt: 'desc' } }),
  ]);
  return `${count}:${newest ? new Date(newest.updatedAt).getTime() : 0}`;
}
