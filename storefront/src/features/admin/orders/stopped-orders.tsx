import { ORDER_LIMIT_LABELS, type StoppedOrder } from '@shop/contracts';
import { useState } from 'react';
import { useStoppedOrders } from '../api/stopped-orders';
import ui from '../components/admin-ui.module.css';
import { formatOrderDate } from './order-lib';
import styles from './orders.module.css';

function linesOf(order: StoppedOrder): string {
  return order.items
    .map((item) => `${[item.name, item.size, item.frame].filter(Boolean).join(', ')} × ${item.quantity}`)
    .join('; ');
}

/**
 * The order attempts the shop's limits stopped (Shop settings: units of one item per order, unconfirmed
 * orders per phone), newest first: who tried, from where, and what they asked for.
 */
export function StoppedOrders() {
  const [open, setOpen] = useState(false);
  const { data, error, isLoading } = useStoppedOrders(open);
  return (
    <details className={styles.stopped} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Orders stopped by your limits</summary>
      {isLoading ? (
        <p>Loading stopped orders...</p>
      ) : error ? (
        <p role="alert">The stopped orders could not be loaded.</p>
      ) : data && data.length === 0 ? (
        <p>No order has been stopped by your limits.</p>
      ) : data ? (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Limit</th>
                <th scope="col">Customer</th>
                <th scope="col">Asked for</th>
                <th scope="col">Client</th>
              </tr>
            </thead>
            <tbody>
              {data.map((order) => (
                <tr key={order._id}>
                  <td>{formatOrderDate(order.createdAt)}</td>
                  <td>{ORDER_LIMIT_LABELS[order.limit]}</td>
                  <td>{[order.customerName, order.phone, order.city].filter(Boolean).join(', ')}</td>
                  <td>{linesOf(order)}</td>
                  <td>{order.clientAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </details>
  );
}
