import type { ProductType } from '../constants';

/** Templates of these types need the customer's approval of a proof unless staff untick it (issue #36 item 7). */
export const TYPES_NEEDING_APPROVAL_BY_DEFAULT: readonly ProductType[] = ['Nikkah-Nama'];

export function needsApprovalByDefault(category: string): boolean {
  return (TYPES_NEEDING_APPROVAL_BY_DEFAULT as readonly string[]).includes(category);
}

/** The staff template form's checkbox. */
export const NEEDS_APPROVAL_LABEL = "Needs the customer's approval";

/** Longest change request a shopper may write on the tracking page. */
export const PROOF_COMMENT_MAX = 1000;

/** The 409 of a proof answer or upload when the order is not where that step happens. */
export const PROOF_NOT_AWAITED_MESSAGE = 'This order is not waiting for your approval of a proof';

/** Staff may not approve for the shopper: approval is the shopper's own step, from the tracking link. */
export const ONLY_THE_CUSTOMER_APPROVES =
  'Only the customer approves a proof, from the tracking link we e-mailed them';
