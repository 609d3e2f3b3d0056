import type { CustomField, StoredImage } from '@shop/contracts';
import { PHOTO_LAYOUT_TYPES } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { columnsOf } from '../db-columns';
import { onImageWorker } from '../images/image-bytes';
import { removeImages, storeImage } from '../images/image-store';
import { storedImageBytes } from '../images/stored-image-bytes';
import { folderNamed } from '../images/shopper-photos';
import { ORDER_PROOF_FOLDER } from '../orders/order-proofs';
import { announceStoredOrder } from '../orders/order-events';
import { parseJsonColumn } from '../orders/order-lifecycle';
import type { StoredOrderLine } from '../orders/stored-order';
import { tableChanged } from '../serving/table-versions';
import { ORDER_UID, TEMPLATE_UID } from '../content-types';
import { drawProof, hasLayout } from './draw-proof';
import type { ProofJob } from './proof-jobs';

/** What became of a job: drawn and kept on the line, or nothing left to draw. */
export type ProofOutcome = 'drawn' | 'nothing to draw';

interface OrderRead {
  lines: StoredOrderLine[];
  updatedAt: Date | string | number;
}

async function readOrder(strapi: Core.Strapi, documentId: string): Promise<OrderRead | null> {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const row = await strapi.db
    .connection(table)
    .where(column('documentId'), documentId)
    .first(column('items'), column('updatedAt'));
  if (!row) return null;
  const items = parseJsonColumn(row[column('items')]);
  return { lines: Array.isArray(items) ? items : [], updatedAt: row[column('updatedAt')] };
}

async function templateOf(strapi: Core.Strapi, documentId: string | undefined) {
  if (!documentId) return null;
  const template = await strapi.db
    .query(TEMPLATE_UID)
    .findOne({ where: { documentId }, select: ['templateImages', 'fields'] });
  const fields = (template?.fields ?? []) as CustomField[];
  const picture = ((template?.templateImages ?? []) as StoredImage[])[0];
  return picture && hasLayout(fields) ? { fields, picture } : null;
}

/** The photos of the line's placed image fields, by field name; a photo the shop did not store is left out. */
async function photosOf(
  strapi: Core.Strapi,
  fields: readonly CustomField[],
  values: Record<string, unknown>,
) {
  const photos = new Map<string, Buffer>();
  for (const field of fields) {
    const value = values[field.fieldName];
    if (!field.layout || !(PHOTO_LAYOUT_TYPES as readonly string[]).includes(field.fieldType)) continue;
    if (typeof value !== 'string' || value === '') continue;
    const bytes = await storedImageBytes(strapi, value);
    if (bytes) photos.set(field.fieldName, bytes);
  }
  return photos;
}

/**
 * Draws the proof of one order line from its template's layout and the shopper's values, stores it
 * with the order's proofs (the upload plugin: local files or Cloudinary) and keeps its address on the
 * line as `proofUrl`. A line that has a proof already (staff's own) keeps it; an order that changed
 * while drawing is read again on the job's next try. Throws when a try failed.
 */
export async function drawLineProof(strapi: Core.Strapi, job: ProofJob): Promise<ProofOutcome> {
  const order = await readOrder(strapi, job.orderDocumentId);
  const line = order?.lines[job.line];
  if (!order || !line || line.proofUrl) return 'nothing to draw';
  const template = await templateOf(strapi, line.id);
  if (!template) return 'nothing to draw';
  const picture = await storedImageBytes(strapi, template.picture.url);
  if (!picture)
    throw new Error(`the template's picture ${template.picture.url} is not among the shop's uploads`);
  const values = line.customFields ?? {};
  const photos = await photosOf(strapi, template.fields, values);
  const bytes = await onImageWorker(() =>
    drawProof({
      picture,
      fields: template.fields,
      values,
      photos,
      crops: line.photoCrops,
      scripts: line.fieldScripts,
    }),
  );
  const folder = await folderNamed(strapi, ORDER_PROOF_FOLDER);
  const stored = await storeImage(
    strapi,
    { bytes, mime: 'image/png', ext: '.png' },
    `proof-${job.orderNumber}-${job.line + 1}`,
    folder,
  );
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const withProof = order.lines.map((each, index) =>
    index === job.line
      ? { ...each, proofUrl: stored.url, proofId: stored.public_id, proofDrawn: true as const }
      : each,
  );
  const written = await strapi.db
    .connection(table)
    .where(column('documentId'), job.orderDocumentId)
    .andWhere(column('updatedAt'), order.updatedAt)
    .update({ [column('items')]: JSON.stringify(withProof), [column('updatedAt')]: new Date() });
  if (written === 0) {
    await removeImages(strapi, stored.public_id ? [stored.public_id] : []);
    throw new Error('the order changed while its proof was drawn');
  }
  tableChanged(strapi);
  announceStoredOrder(strapi, job.orderDocumentId);
  return 'drawn';
}
