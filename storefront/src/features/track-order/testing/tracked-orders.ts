/** The private tracking link's token of the orders the tests open. */
export const TRACKING_TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

export const PROOF_URL = 'http://shop.test/uploads/proof_abc.png';

/** A Nikkah-Nama order whose proof waits for the shopper, as the tracking API answers it; its poster line has no proof. */
export const ORDER_AWAITING_PROOF = {
  orderNumber: '251123-NIKAH',
  status: 'proof_sent',
  timeline: [
    { status: 'placed', at: '2025-03-01T10:00:00.000Z' },
    { status: 'confirmed', at: '2025-03-01T12:00:00.000Z' },
    { status: 'proof_sent', at: '2025-03-02T09:00:00.000Z' },
  ],
  courier: null,
  trackingNumber: null,
  items: [
    {
      name: 'Nikkah Nama Classic',
      size: 'A3',
      frame: 'Golden',
      quantity: 1,
      price: 4500,
      proofUrl: PROOF_URL,
    },
    { name: 'Moon Poster', size: 'A4', frame: 'Black', quantity: 1, price: 499 },
  ],
  subtotal: 4999,
  deliveryCharge: 250,
  total: 5249,
  createdAt: '2025-03-01T10:00:00.000Z',
};
