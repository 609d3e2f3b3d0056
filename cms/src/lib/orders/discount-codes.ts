import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import {
  DISCOUNT_CODE_MESSAGES,
  type DiscountKind,
  type DiscountTerms,
  discountCodeKey,
  discountRefusalOf,
} from '@shop/contracts';
import { columnsOf } from '../db-columns';
import { phoneKey } from './phone-key';
import { OrderRefusal } from './pricing';
import { DISCOUNT_CODE_UID, DISCOUNT_USE_UID } from '../content-types';

/** A stored code's terms, with its row id for the use's conditional increment. */
export type StoredDiscountTerms = DiscountTerms & { id: number };

/** A code's terms as stored (what the cart check and the order read, and staff see with its dates). */
export const DISCOUNT_TERM_FIELDS = [
  'code',
  'kind',
  'value',
  'minimumOrder',
  'startsAt',
  'endsAt',
  'usageLimit',
  'uses',
  'enabled',
] as const;
const TERM_FIELDS = ['id', ...DISCOUNT_TERM_FIELDS];

const moment = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());
const amountOrNull = (value: unknown) => (value == null ? null : Number(value));

/** The terms of the code a shopper typed, whatever its case; null when there is none. */
export async function discountTermsOf(
  strapi: Core.Strapi,
  typed: string,
): Promise<StoredDiscountTerms | null> {
  // The query engine: inside the order's transaction it reads on the transaction's connection.
  const row = await strapi.db
    .query(DISCOUNT_CODE_UID)
    .findOne({ select: TERM_FIELDS, where: { code: discountCodeKey(typed) } });
  if (!row) return null;
  return {
    id: Number(row.id),
    code: String(row.code),
    kind: row.kind as DiscountKind,
    value: Number(row.value),
    minimumOrder: amountOrNull(row.minimumOrder),
    startsAt: moment(row.startsAt),
    endsAt: moment(row.endsAt),
    usageLimit: amountOrNull(row.usageLimit),
    uses: Number(row.uses ?? 0),
    enabled: row.enabled !== false && row.enabled !== 0,
  };
}

/** The key of one phone's use of one code: unique in its table, so a phone uses a code once. */
function codeAndPhone(code: string, phone: string): string {
  return `${code} ${phoneKey(phone)}`;
}

async function usedByPhone(strapi: Core.Strapi, code: string, phone: string): Promise<boolean> {
  const used = await strapi.db
    .query(DISCOUNT_USE_UID)
    .findOne({ select: ['id'], where: { codeAndPhone: codeAndPhone(code, phone) } });
  return Boolean(used);
}

/**
 * The code's terms if it applies to an order of this subtotal from this phone now; else a 400 saying
 * why (unknown, not yet, expired, used up, under its minimum, already used with this phone).
 */
export async function applicableDiscount(
  strapi: Core.Strapi,
  request: { code: string; subtotal: number; phone?: string },
  now = new Date(),
): Promise<StoredDiscountTerms> {
  const terms = await discountTermsOf(strapi, request.code);
  const refusal = discountRefusalOf(terms, request.code, request.subtotal, now);
  if (refusal || !terms) throw new OrderRefusal(refusal ?? DISCOUNT_CODE_MESSAGES.unknown(request.code), 400);
  if (request.phone?.trim() && (await usedByPhone(strapi, terms.code, request.phone))) {
    throw new OrderRefusal(DISCOUNT_CODE_MESSAGES.usedByPhone(terms.code), 400);
  }
  return terms;
}

/**
 * Takes one use of the code for this order, in the order's transaction: the count goes up only while
 * it is under the limit (a conditional UPDATE: of two orders for the last use, the second finds none
 * left once the first commits), and the phone's use is written under its unique key. On PostgreSQL a
 * lock on the pair makes two orders from one phone take turns.
 */
export async function claimDiscountUse(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  terms: StoredDiscountTerms,
  order: { phone: string; orderNumber: string },
): Promise<void> {
  const key = codeAndPhone(terms.code, order.phone);
  if (strapi.db.dialect.client === 'postgres') {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`discount-use:${key}`]);
  }
  if (await usedByPhone(strapi, terms.code, order.phone)) {
    throw new OrderRefusal(DISCOUNT_CODE_MESSAGES.usedByPhone(terms.code), 400);
  }
  const codes = columnsOf(strapi, DISCOUNT_CODE_UID);
  const uses = codes.column('uses');
  const limit = codes.column('usageLimit');
  const taken = await trx(codes.table)
    .where('id', terms.id)
    .andWhere((query) => query.whereNull(limit).orWhere(uses, '<', trx.ref(limit)))
    .increment(uses, 1);
  if (Number(taken) !== 1) throw new OrderRefusal(DISCOUNT_CODE_MESSAGES.usedUp(terms.code), 400);
  await strapi.db.query(DISCOUNT_USE_UID).create({
    data: {
      codeAndPhone: key,
      code: terms.code,
      phone: phoneKey(order.phone),
      orderNumber: order.orderNumber,
    },
  });
}

/** Forgets the uses of a deleted code: a new code of the same name starts afresh. */
export async function forgetDiscountUses(strapi: Core.Strapi, code: string): Promise<void> {
  await strapi.db.query(DISCOUNT_USE_UID).deleteMany({ where: { code } });
}
