import type { Core } from '@strapi/strapi';
import {
  CUSTOMER_ACTOR,
  ORDER_STATUS_LABELS,
  orderStatusOf,
  PROOF_NOT_AWAITED_MESSAGE,
  TRACKING_LINK_NOT_VALID,
  type ValidProofAnswer,
} from '@shop/contracts';
import { columnsOf } from '../db-columns';
import { conflict, NotFoundError, ValidationError } from '../errors';
import { checkImage } from '../images/image-bytes';
import { removeImages, storeImage } from '../images/image-store';
import { folderNamed } from '../images/shopper-photos';
import { tableChanged } from '../serving/table-versions';
import { ORDER_UID } from '../content-types';
import { announceStoredOrder } from './order-events';
import { isTrackingToken, parseJsonColumn } from './order-lifecycle';
import { changeOrderStatus } from './order-status-change';
import type { StoredOrderLine } from './stored-order';

/** The media library folder of the proofs staff upload, apart from shoppers' photos and the catalogue. */
export const ORDER_PROOF_FOLDER = 'Order proofs';

/** The names of the lines that need the customer's approval and have no proof yet. */
export function linesWithoutProof(items: unknown): string[] {
  const lines = Array.isArray(items) ? (items as StoredOrderLine[]) : [];
  return lines
    .filter((line) => line?.needsApproval === true && !line.proofUrl)
    .map((line) => String(line.name ?? ''));
}

/**
 * Stores staff's proof for one line of a confirmed order (the state in which a proof is made, first
 * or after a change request) and writes its URL on the line. The write is conditional on the order
 * being as it was read, so a move or another upload in between gets a 409 instead of being lost.
 */
export async function storeLineProof(
  strapi: Core.Strapi,
  documentId: string,
  lineIndex: number,
  bytes: Buffer,
): Promise<void> {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const read = [column('status'), column('items'), column('updatedAt'), column('orderNumber')];
  const row = await strapi.db.connection(table).where(column('documentId'), documentId).first(read);
  if (!row) throw new NotFoundError('Order not found');
  const items = parseJsonColumn(row[column('items')]);
  const lines = Array.isArray(items) ? (items as StoredOrderLine[]) : [];
  const line = lines[lineIndex];
  if (!line) throw new NotFoundError(`This order has no line ${lineIndex + 1}`);
  if (line.needsApproval !== true)
    throw new ValidationError(
      `"${line.name ?? ''}" needs no proof: its template needed no approval when ordered`,
    );
  const status = orderStatusOf(row[column('status')]);
  if (status !== 'confirmed')
    throw conflict(
      `A proof can be uploaded only while the order is ${ORDER_STATUS_LABELS.confirmed}; this one is ${ORDER_STATUS_LABELS[status]}`,
    );

  const image = await checkImage(bytes);
  const folder = await folderNamed(strapi, ORDER_PROOF_FOLDER);
  const stored = await storeImage(
    strapi,
    image,
    `proof-${row[column('orderNumber')]}-${lineIndex + 1}`,
    folder,
  );
  const withProof = lines.map((each, index) => {
    if (index !== lineIndex) return each;
    const { proofDrawn: _drawnNoMore, ...others } = each;
    return { ...others, proofUrl: stored.url, proofId: stored.public_id };
  });
  const written = await strapi.db
    .connection(table)
    .where(column('documentId'), documentId)
    .andWhere(column('status'), status)
    .andWhere(column('updatedAt'), row[column('updatedAt')])
    .update({ [column('items')]: JSON.stringify(withProof), [column('updatedAt')]: new Date() });
  if (written === 0) {
    await removeImages(strapi, stored.public_id ? [stored.public_id] : []);
    throw conflict('The order changed while the proof was uploading; please open it again and retry');
  }
  // The proof it replaces (a first one, before a change request) is no longer anybody's to see.
  if (typeof line.proofId === 'string') await removeImages(strapi, [line.proofId]);
  tableChanged(strapi);
  announceStoredOrder(strapi, documentId);
}

/**
 * The shopper's answer from the tracking link: an approval moves the order to approved, a change
 * request back to confirmed with their comment; either way the history says the customer did it.
 */
export async function answerProof(strapi: Core.Strapi, token: unknown, answer: ValidProofAnswer) {
  const order = isTrackingToken(token)
    ? await strapi.db
        .query(ORDER_UID)
        .findOne({ where: { trackingToken: token }, select: ['documentId', 'status'] })
    : null;
  if (!order) throw new NotFoundError(TRACKING_LINK_NOT_VALID);
  if (orderStatusOf(order.status) !== 'proof_sent') throw conflict(PROOF_NOT_AWAITED_MESSAGE);
  const status = answer.decision === 'approve' ? 'approved' : 'confirmed';
  const change = { status, note: answer.comment, courier: undefined, trackingNumber: undefined } as const;
  await changeOrderStatus(strapi, order.documentId, change, CUSTOMER_ACTOR);
}
