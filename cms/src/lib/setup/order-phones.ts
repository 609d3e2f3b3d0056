import type { Core } from '@strapi/strapi';
import { columnsOf } from '../db-columns';
import { parseJsonColumn } from '../orders/order-lifecycle';
import { phoneKey } from '../orders/phone-key';
import { ORDER_UID } from '../content-types';

const BATCH = 500;

/**
 * Fills the phone key (canonical form) of orders stored before create-order kept it (issue #38 item 3), so the
 * limit on a phone's waiting orders counts them too. Not a migration: Strapi runs migrations before
 * it adds the new column, and the number's canonical form is the contracts' rule, not a copy frozen in
 * a migration. Once every order has one (an order without a phone gets ''), a start finds none to fill:
 * one seek on the phone's index. Safe to run by several processes at once: each writes the same value.
 */
export async function fillOrderPhones(strapi: Core.Strapi): Promise<void> {
  const { table, column } = columnsOf(strapi, ORDER_UID);
  const knex = strapi.db.connection;
  for (;;) {
    const rows = await knex(table)
      .whereNull(column('customerPhone'))
      .select(column('id'), column('customer'))
      .limit(BATCH);
    if (rows.length === 0) return;
    await knex.transaction(async (trx) => {
      for (const row of rows) {
        const customer = parseJsonColumn(row[column('customer')]) as { phone?: unknown } | null;
        const phone = typeof customer?.phone === 'string' ? phoneKey(customer.phone) : '';
        await trx(table)
          .where(column('id'), row[column('id')])
          .update({ [column('customerPhone')]: phone });
      }
    });
  }
}
