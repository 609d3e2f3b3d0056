import type { OrderTracking } from '@shop/contracts';

/**
 * Where the order's proof stands for the shopper: waiting for their answer, approved (and what is
 * being made), a new one being prepared (back to confirmed after a proof was sent: a change asked for,
 * or the proof withdrawn), or nothing to show (no proof, or an order that needed no approval).
 */
export type ProofStage = 'awaiting-answer' | 'approved' | 'preparing-new' | null;

const AFTER_APPROVAL: readonly OrderTracking['status'][] = [
  'approved',
  'in_production',
  'dispatched',
  'delivered',
];

export function proofStageOf(order: OrderTracking): ProofStage {
  const hasProof = order.items.some((item) => item.proofUrl);
  const passed = (status: OrderTracking['status']) => order.timeline.some((step) => step.status === status);
  if (order.status === 'proof_sent') return hasProof ? 'awaiting-answer' : null;
  if (order.status === 'confirmed') return passed('proof_sent') ? 'preparing-new' : null;
  if (AFTER_APPROVAL.includes(order.status) && passed('approved')) return hasProof ? 'approved' : null;
  return null;
}
