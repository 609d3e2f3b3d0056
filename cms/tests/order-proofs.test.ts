import {
  ONLY_THE_CUSTOMER_APPROVES,
  orderSchema,
  orderTrackingSchema,
  PROOF_NOT_AWAITED_MESSAGE,
  SAMPLE_SHOP_SETTINGS,
} from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER,
  createProduct,
  createTemplate,
  pngBytes,
  pngDataUrl,
  templateFormWith,
} from './helpers/fixtures';
import { STAFF } from './helpers/shop-server';
import { type ShopWithInbox, startShopWithInbox } from './helpers/mailing-shop';

let shop: ShopWithInbox;
let token: string;

beforeAll(async () => {
  shop = await startShopWithInbox({ MAIL_RETRY_DELAY_MS: '50', MAIL_OUTBOX_POLL_MS: '100' });
  token = await shop.staffToken();
  await shop.strapi
    .service('api::shop-setting.shop-setting')
    .save({ ...SAMPLE_SHOP_SETTINGS, maxWaitingOrdersPerPhone: 100 });
});
afterAll(() => shop.stop());

const NAMED = { Name: 'Ayesha & Bilal', Font: 'Script' };

/** An order placed by a shopper: one line per item given (a template line with its custom values). */
async function orderOf(
  items: { documentId: string; kind: 'template' | 'product' }[],
  email = 'bride@example.com',
) {
  const res = await shop
    .api()
    .post('/api/orders/create-order')
    .send({
      customer: { ...CUSTOMER, email },
      items: items.map((item) => ({
        id: item.documentId,
        size: 'A4',
        sizeIndex: 0,
        quantity: 1,
        ...(item.kind === 'template' ? { customFields: NAMED } : { frame: 'Black' }),
      })),
    })
    .expect(201);
  return res.body as any;
}

async function approvalTemplate() {
  return { ...(await createTemplate(shop.strapi, { needsApproval: true })), kind: 'template' as const };
}

function move(id: string, body: Record<string, unknown>) {
  return shop.api().patch(`/api/orders/${id}/status`).set('Authorization', token).send(body);
}

let proofPicture: Buffer;
beforeAll(async () => {
  proofPicture = await pngBytes(40, 30);
});

function uploadProof(id: string, line: number | string, auth = token) {
  return shop
    .api()
    .post(`/api/orders/${id}/lines/${line}/proof`)
    .set('Authorization', auth)
    .attach('file', proofPicture, { filename: 'proof.png', contentType: 'image/png' });
}

function answer(trackingToken: string, body: unknown) {
  return shop
    .api()
    .post(`/api/orders/track/${trackingToken}/proof`)
    .send(body as object);
}

async function tracked(trackingToken: string) {
  const res = await shop.api().get(`/api/orders/track/${trackingToken}`).expect(200);
  return orderTrackingSchema.parse(res.body);
}

/** A confirmed order of one approval template's line (and a poster's, which needs no proof). */
async function confirmedApprovalOrder(email?: string) {
  const poster = { ...(await createProduct(shop.strapi)), kind: 'product' as const };
  const order = await orderOf([await approvalTemplate(), poster], email);
  await move(order._id, { status: 'confirmed' }).expect(200);
  return order;
}

describe('templates that need the customer’s approval', () => {
  it('is on by default for a Nikkah-Nama and off for others, and staff may choose', async () => {
    const image = await pngDataUrl();
    const create = (overrides: Record<string, unknown>) =>
      shop
        .api()
        .post('/api/custom-products/create-custom-product-template')
        .set('Authorization', token)
        .send(templateFormWith([image], overrides))
        .expect(201);
    const nikkah = await create({
      category: 'Nikkah-Nama',
      subCategory: 'Urdu',
      hasFrame: true,
      frameColors: ['Golden'],
    });
    const poster = await create({});
    const chosen = await create({ needsApproval: true });
    const read = async (res: any) =>
      (await shop.api().get(`/api/custom-products/single-product-template/${res.body._id}`).expect(200)).body;
    expect((await read(nikkah)).needsApproval).toBe(true);
    expect((await read(poster)).needsApproval).toBe(false);
    expect((await read(chosen)).needsApproval).toBe(true);
    const refused = await shop
      .api()
      .post('/api/custom-products/create-custom-product-template')
      .set('Authorization', token)
      .send(templateFormWith([image], { needsApproval: 'yes' }))
      .expect(400);
    expect(refused.body.error.message).toBe('needsApproval must be true or false');
  });

  it('marks the order lines of such a template, and those only', async () => {
    const poster = { ...(await createProduct(shop.strapi)), kind: 'product' as const };
    const plain = { ...(await createTemplate(shop.strapi)), kind: 'template' as const };
    const order = orderSchema.parse(await orderOf([await approvalTemplate(), plain, poster]));
    expect(order.items.map((item) => item.needsApproval)).toEqual([true, undefined, undefined]);
  });
});

describe('the proof of an order that needs approval', () => {
  it('goes confirmed → proof sent → approved → in production, with the proof on the tracking page and an e-mail', async () => {
    const order = await confirmedApprovalOrder('walk@example.com');
    const early = await move(order._id, { status: 'proof_sent' }).expect(409);
    expect(early.body.error.message).toMatch(/^Upload a proof for "Test Template \d+" before sending it$/);
    const skipped = await move(order._id, { status: 'in_production' }).expect(409);
    expect(skipped.body.error.message).toBe(
      'This order is Confirmed, so it cannot become In production: it can only become Proof sent or Cancelled',
    );

    const withProof = orderSchema.parse((await uploadProof(order._id, 1).expect(200)).body);
    expect(withProof.items[0].proofUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.png$/);
    expect(withProof.items[1].proofUrl).toBeUndefined();
    const picture = await fetch(withProof.items[0].proofUrl as string);
    expect(picture.headers.get('content-type')).toBe('image/png');

    const beforeSending = await tracked(order.trackingToken);
    expect(beforeSending.status).toBe('confirmed');
    await move(order._id, { status: 'proof_sent' }).expect(200);
    const mail = await shop.smtp.mailTo('walk@example.com', /your proof is ready to approve/);
    expect(mail.text).toContain(`/track-order/${order.trackingToken}`);

    const view = await tracked(order.trackingToken);
    expect(view.status).toBe('proof_sent');
    expect(view.items[0].proofUrl).toBe(withProof.items[0].proofUrl);
    expect(view.items[1]).not.toHaveProperty('proofUrl');

    const approved = orderTrackingSchema.parse(
      (await answer(order.trackingToken, { decision: 'approve' }).expect(200)).body,
    );
    expect(approved.status).toBe('approved');
    expect(approved.timeline.map((step) => step.status)).toEqual([
      'placed',
      'confirmed',
      'proof_sent',
      'approved',
    ]);
    await move(order._id, { status: 'in_production' }).expect(200);

    const stored = await shop.api().get('/api/orders/all-orders').set('Authorization', token).expect(200);
    const history = stored.body.orders.find((o: any) => o._id === order._id).history;
    expect(history.map((entry: any) => [entry.status, entry.by])).toEqual([
      ['placed', 'shop'],
      ['confirmed', STAFF.email],
      ['proof_sent', STAFF.email],
      ['approved', 'customer'],
      ['in_production', STAFF.email],
    ]);
  });

  it('goes back to confirmed on a change request, with the comment in the history, and is sent again with a new proof', async () => {
    const order = await confirmedApprovalOrder();
    const first = orderSchema.parse((await uploadProof(order._id, 1).expect(200)).body);
    await move(order._id, { status: 'proof_sent' }).expect(200);
    await uploadProof(order._id, 1).expect(409);

    const change = await answer(order.trackingToken, {
      decision: 'change',
      comment: 'Please spell it Bilal Ahmed',
    }).expect(200);
    expect(change.body.status).toBe('confirmed');
    const list = await shop.api().get('/api/orders/all-orders').set('Authorization', token).expect(200);
    const last = list.body.orders.find((o: any) => o._id === order._id).history.at(-1);
    expect(last).toMatchObject({ status: 'confirmed', by: 'customer', note: 'Please spell it Bilal Ahmed' });

    const second = orderSchema.parse((await uploadProof(order._id, 1).expect(200)).body);
    expect(second.items[0].proofUrl).not.toBe(first.items[0].proofUrl);
    expect((await fetch(first.items[0].proofUrl as string)).status).toBe(404);
    await move(order._id, { status: 'proof_sent' }).expect(200);
    expect((await tracked(order.trackingToken)).items[0].proofUrl).toBe(second.items[0].proofUrl);
  });

  it('is not corrected by staff while its proof is sent or approved, and is again after a change request', async () => {
    const correct = (id: string) =>
      shop
        .api()
        .patch(`/api/orders/${id}`)
        .set('Authorization', token)
        .send({ customer: { city: 'Karachi' } });
    const order = await confirmedApprovalOrder();
    await uploadProof(order._id, 1).expect(200);
    await move(order._id, { status: 'proof_sent' }).expect(200);
    const whileSent = await correct(order._id).expect(409);
    expect(whileSent.body.error.message).toMatch(
      /^This order is Proof sent, so it can no longer be corrected/,
    );
    await answer(order.trackingToken, { decision: 'change', comment: 'Deliver to Karachi' }).expect(200);
    expect((await correct(order._id).expect(200)).body.customer.city).toBe('Karachi');

    const approved = await confirmedApprovalOrder();
    await uploadProof(approved._id, 1).expect(200);
    await move(approved._id, { status: 'proof_sent' }).expect(200);
    await answer(approved.trackingToken, { decision: 'approve' }).expect(200);
    const afterApproval = await correct(approved._id).expect(409);
    expect(afterApproval.body.error.message).toMatch(
      /^This order is Approved, so it can no longer be corrected/,
    );
  });

  it('answers 400 to a bad answer, 409 when no proof waits, 404 for an unknown link', async () => {
    const order = await confirmedApprovalOrder();
    const refusal = async (body: unknown) =>
      (await answer(order.trackingToken, body).expect(400)).body.error.message;
    expect(await refusal({ decision: 'change' })).toBe('Please tell us what to change');
    expect(await refusal({ decision: 'change', comment: 'x'.repeat(1001) })).toBe(
      'The comment must be at most 1000 characters',
    );
    expect(await refusal({ decision: 'maybe' })).toBe("Decision must be 'approve' or 'change'");
    const notYet = await answer(order.trackingToken, { decision: 'approve' }).expect(409);
    expect(notYet.body.error.message).toBe(PROOF_NOT_AWAITED_MESSAGE);
    await answer('abcdefghijklmnopqrstuvwxyz012345', { decision: 'approve' }).expect(404);

    await uploadProof(order._id, 1).expect(200);
    await move(order._id, { status: 'proof_sent' }).expect(200);
    const staffApproval = await move(order._id, { status: 'approved' }).expect(409);
    expect(staffApproval.body.error.message).toBe(ONLY_THE_CUSTOMER_APPROVES);
    await answer(order.trackingToken, { decision: 'approve' }).expect(200);
    const twice = await answer(order.trackingToken, { decision: 'approve' }).expect(409);
    expect(twice.body.error.message).toBe(PROOF_NOT_AWAITED_MESSAGE);
  });

  it('takes a proof only for a line that needs one, of a confirmed order, from staff', async () => {
    const order = await confirmedApprovalOrder();
    const poster = await uploadProof(order._id, 2).expect(400);
    expect(poster.body.error.message).toMatch(/needs no proof/);
    expect((await uploadProof(order._id, 3).expect(404)).body.error.message).toBe('This order has no line 3');
    await uploadProof(order._id, 0).expect(404);
    await uploadProof(order._id, 1, '').expect(401);
    const notAPicture = await shop
      .api()
      .post(`/api/orders/${order._id}/lines/1/proof`)
      .set('Authorization', token)
      .attach('file', Buffer.from('not a picture'), { filename: 'proof.png', contentType: 'image/png' })
      .expect(400);
    expect(notAPicture.body.error.message).toMatch(/file/i);

    const placed = await orderOf([await approvalTemplate()]);
    const early = await uploadProof(placed._id, 1).expect(409);
    expect(early.body.error.message).toBe(
      'A proof can be uploaded only while the order is Confirmed; this one is Placed',
    );
  });

  it('can be cancelled while the proof waits or once approved', async () => {
    const order = await confirmedApprovalOrder();
    await uploadProof(order._id, 1).expect(200);
    await move(order._id, { status: 'proof_sent' }).expect(200);
    await move(order._id, { status: 'cancelled', note: 'The couple called it off' }).expect(200);
    expect((await tracked(order.trackingToken)).status).toBe('cancelled');
  });
});

describe('orders without approval lines', () => {
  it('keep today’s path: confirmed → in production, never to a proof', async () => {
    const poster = { ...(await createProduct(shop.strapi)), kind: 'product' as const };
    const order = await orderOf([poster]);
    await move(order._id, { status: 'confirmed' }).expect(200);
    const refused = await move(order._id, { status: 'proof_sent' }).expect(409);
    expect(refused.body.error.message).toBe(
      'This order is Confirmed, so it cannot become Proof sent: it can only become In production or Cancelled',
    );
    await move(order._id, { status: 'in_production' }).expect(200);
  });
});
