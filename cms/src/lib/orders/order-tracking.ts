import type { Core } from '@strapi/strapi';
import {
  ORDER_NOT_FOUND_FOR_TRACKING,
  type OrderTracking,
  samePhone,
  TRACKING_LINK_NOT_VALID,
} from '@shop/contracts';
import { NotFoundError } from '../errors';
import { itemsWithAbsoluteImages } from '../images/public-url';
import { isTrackingToken, lifecycleOf } from './order-lifecycle';
import { ORDER_UID } from '../content-types';
import type { StoredOrder } from './stored-order';

/**
 * What the shopper sees: the timeline, the items (with their proofs) and the money; never the address,
 * e-mail, phone or staff. Image addresses as stored: `shopperView` makes them absolute.
 */
export function trackingView(doc: StoredOrder): OrderTracking {
  const { status, history, courier, trackingNumber } = lifecycleOf(doc);
  return {
    orderNumber: doc.orderNumber,
    status,
    // A staff correction is no step of the parcel's journey, and its words are for staff.
    timeline: history.filter((entry) => !entry.changes).map(({ status: step, at }) => ({ status: step, at })),
    courier,
    trackingNumber,
    items: (Array.isArray(doc.items) ? doc.items : []).map((item) => ({
      name: String(item?.name ?? ''),
      ...(typeof item?.nameUr === 'string' && item.nameUr ? { nameUr: item.nameUr } : {}),
      size: item?.size ?? null,
      frame: item?.frame ?? null,
      quantity: Number(item?.quantity ?? 0),
      price: Number(item?.price ?? 0),
      ...(typeof item?.proofUrl === 'string' ? { proofUrl: item.proofUrl } : {}),
    })),
    subtotal: doc.subtotal,
    ...(doc.discountCode
      ? { discountCode: doc.discountCode, discountAmount: Number(doc.discountAmount ?? 0) }
      : {}),
    deliveryCharge: doc.deliveryCharge,
    total: doc.total,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

/** The order with this number whose checkout phone is this one (in any spelling); one 404 for either miss. */
export async function trackByNumberAndPhone(strapi: Core.Strapi, number: string, phone: string) {
  const order = await strapi.db.query(ORDER_UID).findOne({ where: { orderNumber: number } });
  if (!order || !samePhone(String(order.customer?.phone ?? ''), phone)) {
    throw new NotFoundError(ORDER_NOT_FOUND_FOR_TRACKING);
  }
  return shopperView(strapi, order);
}

function shopperView(strapi: Core.Strapi, order: StoredOrder): OrderTracking {
  return trackingView({
    ...order,
    items: itemsWithAbsoluteImages(strapi, order.items) as StoredOrder['items'],
  });
}

/** The order behind a private tracking link. */
export async function trackByToken(strapi: Core.Strapi, token: unknown) {
  const order = isTrackingToken(token)
    ? await strapi.db.query(ORDER_UID).findOne({ where: { trackingToken: token } })
    : null;
  if (!order) throw new NotFoundError(TRACKING_LINK_NOT_VALID);
  return shopperView(strapi, order);
}
