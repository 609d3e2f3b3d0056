import type { Core } from '@strapi/strapi';
import {
  canMoveOrder,
  firstIssueMessage,
  orderNeedsApproval,
  orderStatusChangeSchema,
  orderStatusOf,
  orderStatusSchema,
  refusedMoveMessage,
} from '@shop/contracts';
import { ValidationError } from '../errors';
import { changeOrderStatus } from '../orders/order-status-change';
import { ORDER_UID } from '../content-types';

/** What a move writes itself (the state, its history, the courier's details); a stale copy must not overwrite it. */
const MOVE_FIELDS = ['status', 'history', 'statusChangedAt', 'courier', 'trackingNumber', 'note'] as const;

type Data = Record<string, unknown>;

/** Who moved the order: the panel's signed-in admin, else a script. */
function moverOf(strapi: Core.Strapi): string {
  const user = strapi.requestContext.get()?.state?.user as { email?: unknown } | undefined;
  return typeof user?.email === 'string' ? user.email : 'script';
}

/**
 * An order's state changed through the Document Service (the Strapi panel, a script) moves as the staff
 * Orders screen moves it: only along the transition table, with what the move needs (a courier and a
 * tracking number to dispatch, a reason to cancel: `note` in the data), appending its history, putting
 * the stock back on a cancel or a return and queueing the shopper's e-mail (order-status-change.ts).
 * The rest of the update then goes on, and the Document Service emits its one `entry.update`.
 */
export function moveOrdersAsTheShopDoes(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== ORDER_UID || context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Data };
    const data = params.data ?? {};
    if (data.status === undefined || !params.documentId) return next();
    const stored = await strapi.db
      .query(ORDER_UID)
      .findOne({ where: { documentId: params.documentId }, select: ['status', 'items'] });
    if (!stored) return next();
    const from = orderStatusOf(stored.status);
    const wanted = orderStatusSchema.safeParse(data.status);
    if (!wanted.success) throw new ValidationError(firstIssueMessage(wanted.error));
    const to = wanted.data;
    if (to !== from) {
      const needsApproval = orderNeedsApproval(Array.isArray(stored.items) ? stored.items : []);
      if (!canMoveOrder(from, to, needsApproval))
        throw new ValidationError(refusedMoveMessage(from, to, needsApproval));
      const change = orderStatusChangeSchema.safeParse({
        status: to,
        note: data.note ?? undefined,
        courier: data.courier ?? undefined,
        trackingNumber: data.trackingNumber ?? undefined,
      });
      if (!change.success) throw new ValidationError(firstIssueMessage(change.error));
      await changeOrderStatus(strapi, params.documentId, change.data, moverOf(strapi), { announce: false });
    }
    const rest = { ...data };
    for (const field of to === from ? (['note'] as const) : MOVE_FIELDS) delete rest[field];
    params.data = rest;
    return next();
  });
}
