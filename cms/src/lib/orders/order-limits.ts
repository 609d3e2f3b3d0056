import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import {
  FIRST_ORDER_STATUS,
  itemOverUnitLimit,
  type OrderLimitKind,
  type ShopSettings,
  tooManyUnitsMessage,
  tooManyWaitingOrdersMessage,
} from '@shop/contracts';
import { withSamples } from '../../api/shop-setting/services/shop-setting';
import { columnsOf } from '../db-columns';
import { phoneKey } from './phone-key';
import type { PricedLine } from './pricing';
import { ORDER_UID, SHOP_SETTING_UID } from '../content-types';

/** An order attempt that an owner's limit refuses: recorded for staff, then answered 400 or 429. */
export class OrderLimitRefusal extends Error {
  constructor(
    readonly limit: OrderLimitKind,
    message: string,
  ) {
    super(message);
  }
}

type Limits = Pick<ShopSettings, 'maxUnitsPerOrder' | 'maxWaitingOrdersPerPhone'>;

/** The owner's limits as saved on the Shop settings screen, their defaults until then. */
async function orderLimits(strapi: Core.Strapi): Promise<Limits> {
  // The query engine: inside the order's transaction it reads on the transaction's connection.
  const stored = await strapi.db
    .query(SHOP_SETTING_UID)
    .findOne({ select: ['maxUnitsPerOrder', 'maxWaitingOrdersPerPhone'] });
  const { maxUnitsPerOrder, maxWaitingOrdersPerPhone } = withSamples(strapi, stored);
  return { maxUnitsPerOrder, maxWaitingOrdersPerPhone };
}

/** Orders of a phone still waiting for the confirmation call (placed; stored before the lifecycle: no status). */
async function waitingOrdersOf(strapi: Core.Strapi, trx: Knex.Transaction, phone: string): Promise<number> {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const status = column('status');
  const row = await trx(table)
    .where(column('customerPhone'), phone)
    .andWhere((query) => query.where(status, FIRST_ORDER_STATUS).orWhereNull(status))
    .count({ waiting: '*' })
    .first();
  return Number(row?.waiting ?? 0);
}

/**
 * Refuses an order over the owner's limits: more units of one item than allowed (its sizes and frames
 * together), or one more order for a phone that already has as many waiting for the confirmation call.
 * Runs in the order's transaction, before the stock is taken. On SQLite the orders are written one
 * after the other in that transaction (order-commits.ts), so each count sees the orders before it; on
 * PostgreSQL each order has its own transaction, so a lock on the phone makes two submits for one number
 * count one after the other (the second sees the first once it is committed).
 */
export async function checkOrderLimits(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  order: { phone: string; lines: readonly PricedLine[] },
): Promise<void> {
  const limits = await orderLimits(strapi);
  const over = itemOverUnitLimit(order.lines, limits.maxUnitsPerOrder);
  if (over) {
    throw new OrderLimitRefusal('unitsPerOrder', tooManyUnitsMessage(over.name, limits.maxUnitsPerOrder));
  }
  const phone = phoneKey(order.phone);
  if (phone === '') return;
  if (strapi.db.dialect.client === 'postgres') {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`order-phone:${phone}`]);
  }
  if ((await waitingOrdersOf(strapi, trx, phone)) >= limits.maxWaitingOrdersPerPhone) {
    throw new OrderLimitRefusal(
      'waitingOrdersPerPhone',
      tooManyWaitingOrdersMessage(limits.maxWaitingOrdersPerPhone),
    );
  }
}
