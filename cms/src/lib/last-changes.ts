import type { Core, UID } from '@strapi/strapi';
import type { LastChange, LastChanges } from '@shop/contracts';
import { ANNOUNCEMENT_UID, PRODUCT_UID, SHOP_SETTING_UID, TEMPLATE_UID } from './content-types';

/** The records whose last change names who made it (issue #34 item 4). */
const NAMED_UIDS: readonly string[] = [PRODUCT_UID, TEMPLATE_UID, ANNOUNCEMENT_UID, SHOP_SETTING_UID];

/**
 * Who a write speaks for: the staff account of the request's token, else the panel's signed-in admin,
 * else a script (seeding, a migration). Set from the request, never from the body.
 */
function writerOf(strapi: Core.Strapi): string {
  const state = strapi.requestContext.get()?.state as
    | { staff?: { email?: unknown }; user?: { email?: unknown } }
    | undefined;
  const email = state?.staff?.email ?? state?.user?.email;
  return typeof email === 'string' ? email : 'script';
}

/** Every create and update of a named record through the Document Service records who made it. */
export function recordWhoChanges(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!NAMED_UIDS.includes(context.uid) || (context.action !== 'create' && context.action !== 'update'))
      return next();
    const params = context.params as { data?: Record<string, unknown> };
    params.data = { ...params.data, changedBy: writerOf(strapi) };
    return next();
  });
}

async function changesOf(strapi: Core.Strapi, uid: UID.ContentType): Promise<Record<string, LastChange>> {
  const rows = (await strapi.db.query(uid).findMany({
    select: ['documentId', 'changedBy', 'updatedAt'],
    where: { changedBy: { $notNull: true } },
  })) as { documentId: string; changedBy: string; updatedAt: string | Date }[];
  return Object.fromEntries(
    rows.map((row) => [row.documentId, { by: row.changedBy, at: new Date(row.updatedAt).toISOString() }]),
  );
}

/** GET /api/staff/last-changes: who last changed each named record. */
export async function lastChanges(strapi: Core.Strapi): Promise<LastChanges> {
  const [products, templates, announcements, settings] = await Promise.all([
    changesOf(strapi, PRODUCT_UID),
    changesOf(strapi, TEMPLATE_UID),
    changesOf(strapi, ANNOUNCEMENT_UID),
    changesOf(strapi, SHOP_SETTING_UID),
  ]);
  return { products, templates, announcements, settings: Object.values(settings)[0] ?? null };
}
