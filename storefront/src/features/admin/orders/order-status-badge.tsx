import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts';
import styles from './order-lifecycle.module.css';

/** The state of an order as a coloured badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
