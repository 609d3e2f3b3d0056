import type { Core } from '@strapi/strapi';
import { removeImages } from '../images/image-store';
import type { StoredOrderLine } from '../orders/stored-order';

/** The upload ids of the proofs the shop drew for an order's stored lines; staff's own uploads are never among them. */
export function drawnProofIds(lines: readonly unknown[]): string[] {
  return (lines as readonly (StoredOrderLine | null)[]).flatMap((line) =>
    line?.proofDrawn === true && typeof line.proofId === 'string' ? [line.proofId] : [],
  );
}

/**
 * Removes drawn proofs an order no longer carries (through the upload plugin: local files or
 * Cloudinary). Called after the change committed, so a failure is logged and the change stands.
 */
export async function removeReplacedProofs(strapi: Core.Strapi, proofIds: readonly string[]): Promise<void> {
  try {
    await removeImages(strapi, proofIds);
  } catch (error) {
    strapi.log.warn(`Drawn proofs ${proofIds.join(', ')} could not be removed: ${String(error)}`);
  }
}
