import type { Core, UID } from '@strapi/strapi';
import { WATCHED_UIDS } from '../list-cache/table-changes';
import { tableVersion } from '../list-cache/table-version';

/** How long a process trusts its idea of a table's version before asking the database again. */
const VERSION_CHECK_MS = 250;

/**
 * A content type's version: its change counter where triggers keep one (the list cache's idea, decision
 * 0002; no scan whatever the table's size), else its row count and newest updatedAt (the shop settings'
 * single row).
 * Writes through this process drop the known version at once; writes through another process are
 * seen within VERSION_CHECK_MS.
 */
export class TableVersions {
  private readonly versions = new Map<string, { value: Promise<string>; checkedAt: number }>();

  constructor(private readonly strapi: Core.Strapi) {}

  invalidate(uid: string): void {
    this.versions.delete(uid);
  }

  version(uid: string): Promise<string> {
    const known = this.versions.get(uid);
    if (known && Date.now() - known.checkedAt < VERSION_CHECK_MS) return known.value;
    const value = (async () => {
      if (WATCHED_UIDS.includes(uid as UID.ContentType))
        return tableVersion(this.strapi, uid as UID.ContentType);
      const query = this.strapi.db.query(uid as UID.ContentType);
      const [count, newest] = await Promise.all([
        query.count(),
        query.findOne({ select: ['updatedAt'], orderBy: { updatedAt: 'desc' } }),
      ]);
      return `${count}:${newest ? new Date(newest.updatedAt).getTime() : 0}`;
    })();
    value.catch(() => this.versions.delete(uid));
    this.versions.set(uid, { value, checkedAt: Date.now() });
    return value;
  }

  async versionOf(uids: readonly string[]): Promise<string> {
    return (await Promise.all(uids.map((uid) => this.version(uid)))).join('|');
  }
}
