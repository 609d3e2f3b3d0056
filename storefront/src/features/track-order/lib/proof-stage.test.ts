import type { OrderTracking } from '@shop/contracts';
import { proofStageOf } from './proof-stage';

const step = (status: OrderTracking['status']) => ({ status, at: '2025-03-01T10:00:00.000Z' });
const withProof = {
  name: 'Nikkah Nama',
  size: 'A3',
  frame: null,
  quantity: 1,
  price: 4500,
  proofUrl: 'p.png',
};
const without = { ...withProof, proofUrl: undefined };

function order(
  status: OrderTracking['status'],
  steps: OrderTracking['status'][],
  items: object[] = [withProof],
) {
  return { status, timeline: steps.map(step), items } as unknown as OrderTracking;
}

describe('proofStageOf', () => {
  it('waits for the answer while the proof is sent', () => {
    expect(proofStageOf(order('proof_sent', ['placed', 'confirmed', 'proof_sent']))).toBe('awaiting-answer');
    expect(proofStageOf(order('proof_sent', ['placed', 'confirmed', 'proof_sent'], [without]))).toBeNull();
  });

  it.each(['approved', 'in_production', 'dispatched', 'delivered'] as const)(
    'shows the approved proof once approved, and still when %s',
    (status) => {
      const steps: OrderTracking['status'][] = ['placed', 'confirmed', 'proof_sent', 'approved', status];
      expect(proofStageOf(order(status, steps))).toBe('approved');
    },
  );

  it('says a new proof is coming once the order is back to confirmed after a proof was sent', () => {
    const steps: OrderTracking['status'][] = ['placed', 'confirmed', 'proof_sent', 'confirmed'];
    expect(proofStageOf(order('confirmed', steps))).toBe('preparing-new');
  });

  it('shows nothing for an order that needed no approval, before any proof was sent, or once cancelled', () => {
    expect(proofStageOf(order('in_production', ['placed', 'confirmed', 'in_production']))).toBeNull();
    expect(proofStageOf(order('confirmed', ['placed', 'confirmed']))).toBeNull();
    expect(
      proofStageOf(order('cancelled', ['placed', 'confirmed', 'proof_sent', 'approved', 'cancelled'])),
    ).toBeNull();
  });
});
