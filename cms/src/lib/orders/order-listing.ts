import type { Core } from '@strapi/strapi';
import { FIRST_ORDER_STATUS, type OrderStatus } from '@shop/contracts';
import { ORDER_UID } from './order-uid';

/** Filters for one state; orders stored before the lifecycle have no status and count as placed. */
export function statusFilter(status: OrderStatus | undefined) {
  if (!status) return {};
  if (status === FIRST_ORDER_STATUS) return { $or: [{ status }, { status: { $null: true } }] };
  return { status };
}

/** Every order (or every order in one state), newest first. */
export function ordersWithStatus(strapi: Core.Strapi, status: OrderStatus | undefined) {
  return strapi.documents(ORDER_UID).findMany({
    // biome-ignore lint/suspicious/noExplicitAny: status filters built at run time; Strapi's filter types cannot express $or over an optional enum
    filters: statusFilter(status) as any,
    sort: 'createdAt:desc',
    limit: 10_000,
  });
}
