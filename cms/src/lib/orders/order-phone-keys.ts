import type { Core } from '@strapi/strapi';
import { phoneKey } from './phone-key';
import { ORDER_UID } from '../content-types';

type Data = Record<string, unknown>;

/** Sets the phone key beside a customer being written, so the row and its key never disagree. */
function withPhoneKey(data: unknown): void {
  if (!data || typeof data !== 'object') return;
  const row = data as Data;
  if (!row.customer || typeof row.customer !== 'object') return;
  const { phone } = row.customer as { phone?: unknown };
  row.customerPhone = phoneKey(typeof phone === 'string' ? phone : '');
}

/**
 * Every order written with its customer through the query engine (create-order's insert, the panel, a
 * script) stores its phone key with it, so the limit on a phone's waiting orders counts it whatever
 * door it came through (issue #38 item 3).
 */
export function keepOrderPhoneKeys(strapi: Core.Strapi): void {
  const eachRow = (event: { params: { data?: unknown } }) => {
    const rows = event.params.data;
    for (const row of Array.isArray(rows) ? rows : [rows]) withPhoneKey(row);
  };
  strapi.db.lifecycles.subscribe({
    models: [ORDER_UID],
    beforeCreate: eachRow,
    beforeCreateMany: eachRow,
    beforeUpdate: eachRow,
    beforeUpdateMany: eachRow,
  });
}
