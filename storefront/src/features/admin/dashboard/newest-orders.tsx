import { type DashboardSummary, formatRupees } from '@shop/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatShortDate } from '../lib/format-short-date';
import styles from './dashboard.module.css';

export function NewestOrders({ orders }: { orders: DashboardSummary['newestOrders'] }) {
  return (
    <section className={styles.panel} aria-label="Newest orders">
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>Newest orders</h2>
        <Link to={paths.admin.orders}>View all orders</Link>
      </div>
      {orders.length === 0 ? (
        <p className={styles.muted}>No orders yet.</p>
      ) : (
        <ul className={styles.feed}>
          {orders.map((order) => (
            <li key={order._id}>
              <Link to={paths.admin.orders} className={styles.feedLink}>
                <span className={styles.feedTitle}>Order #{order.orderNumber}</span>
                <span>
                  {order.customerName || 'N/A'} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}{' '}
                  · {formatRupees(order.total)}
                </span>
                <span className={styles.muted}>{formatShortDate(order.createdAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
