import type { Core, UID } from '@strapi/strapi';
import { ValidationError } from '../errors';
import { CHECKED_UIDS, checkRecord, recordAfterWrite, ruleOf } from './record-rules';

type Data = Record<string, unknown>;
interface WriteEvent {
  model: { uid: string };
  params: { data?: Data | Data[]; where?: Record<string, unknown> };
}

/**
 * Checks every write of a checked record and refuses a broken one with the rule's message (a
 * ValidationError: a 400 from any route, a notification in the Strapi panel). Writes the canonical
 * spelling of what the rule canonicalises (a category typed in lower case) back into the data.
 */
function checkWrite(uid: string, stored: Data | null, data: Data): void {
  const rule = ruleOf(uid);
  if (!rule) return;
  const check = checkRecord(uid, recordAfterWrite(rule, stored, data));
  if (!check.ok) throw new ValidationError(check.message);
  for (const [field, value] of Object.entries(check.canonical)) {
    if (field in data && data[field] !== null && data[field] !== undefined) data[field] = value;
  }
}

async function storedRows(strapi: Core.Strapi, event: WriteEvent, many: boolean): Promise<Data[]> {
  const query = strapi.db.query(event.model.uid as UID.ContentType);
  const select = ['id', ...(ruleOf(event.model.uid)?.fields ?? [])];
  if (many) return (await query.findMany({ where: event.params.where ?? {}, select })) as Data[];
  const row = await query.findOne({ where: event.params.where ?? {}, select });
  return row ? [row as Data] : [];
}

/**
 * The shop's rules (contracts/) on every create and update of a checked record through the Document
 * Service (the API's services, the Strapi panel, a script), before Strapi's own attribute checks, so the
 * refusal carries the rule's message. A partial update is checked as the document it leaves.
 */
export function checkDocumentWrites(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!ruleOf(context.uid) || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { documentId?: string; data?: Data };
    const data = params.data ?? {};
    const stored =
      context.action === 'update' && params.documentId
        ? ((await strapi.db.query(context.uid).findOne({
            where: { documentId: params.documentId },
            select: [...(ruleOf(context.uid)?.fields ?? [])],
          })) as Data | null)
        : null;
    checkWrite(context.uid, stored, data);
    return next();
  });
}

/**
 * The same rules on every write through the query engine, which the Document Service writes through and
 * `strapi.db.query` calls (create-order's insert, the move of uploads to Cloudinary) use directly. Raw
 * knex writes (the order's state moves and stock) are not seen here: their modules check the rules
 * themselves (docs/rules.md).
 */
export function checkQueryWrites(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: CHECKED_UIDS,
    beforeCreate(event: WriteEvent) {
      checkWrite(event.model.uid, null, (event.params.data ?? {}) as Data);
    },
    beforeCreateMany(event: WriteEvent) {
      const rows = event.params.data;
      for (const row of Array.isArray(rows) ? rows : [rows ?? {}]) checkWrite(event.model.uid, null, row);
    },
    async beforeUpdate(event: WriteEvent) {
      const data = (event.params.data ?? {}) as Data;
      for (const stored of await storedRows(strapi, event, false)) checkWrite(event.model.uid, stored, data);
    },
    async beforeUpdateMany(event: WriteEvent) {
      const data = (event.params.data ?? {}) as Data;
      for (const stored of await storedRows(strapi, event, true)) checkWrite(event.model.uid, stored, data);
    },
  });
}
