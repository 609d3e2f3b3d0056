import type { Core, UID } from '@strapi/strapi';
import { listCacheOf } from './list-cache';
import { WATCHED_UIDS } from './table-changes';

const AFTER_WRITES = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
] as const;

/**
 * Writes through the query engine (the Document Service's own, and direct `strapi.db.query` calls) to
 * a watched table drop this process's version of it, so this process sees them at once.
 */
export function invalidateVersionsOnQueryWrites(strapi: Core.Strapi): void {
  const drop = (event: { model: { uid: string } }) =>
    listCacheOf(strapi).invalidate(event.model.uid as UID.ContentType);
  strapi.db.lifecycles.subscribe({
    models: [...WATCHED_UIDS],
    ...Object.fromEntries(AFTER_WRITES.map((action) => [action, drop])),
  });
}
