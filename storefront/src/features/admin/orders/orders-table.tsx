import type { ReactNode } from 'react';
import ui from '../components/admin-ui.module.css';

/** The orders table's frame and headings; the rows come from the page. On a phone each row is a card. */
export function OrdersTable({ children }: { children: ReactNode }) {
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stackOnPhone}`}>
        <caption className="visually-hidden">Orders</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">Order</th>
            <th scope="col">Status</th>
            <th scope="col">Customer</th>
            <th scope="col" className={ui.hideOnPhone}>
              Items
            </th>
            <th scope="col">Total</th>
            <th scope="col" className={ui.hideOnPhone}>
              Date
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
