import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@shop/contracts';
import styles from './order-lifecycle.module.css';

interface OrderStatusTabsProps {
  counts: Record<OrderStatus, number>;
  total: number;
  selected: OrderStatus | null;
  onSelect: (status: OrderStatus | null) => void;
}

/** Filter tabs: every order, or the orders in one state, each with its count. */
export function OrderStatusTabs({ counts, total, selected, onSelect }: OrderStatusTabsProps) {
  const tabs: [OrderStatus | null, string, number][] = [
    [null, 'All', total],
    ...ORDER_STATUSES.map((s): [OrderStatus, string, number] => [s, ORDER_STATUS_LABELS[s], counts[s]]),
  ];
  return (
    <fieldset className={styles.tabs}>
      <legend className="visually-hidden">Filter orders by status</legend>
      {tabs.map(([status, label, count]) => (
        <button
          key={label}
          type="button"
          className={styles.tab}
          aria-pressed={selected === status}
          onClick={() => onSelect(status)}
        >
          {label} <span className={styles.tabCount}>{count}</span>
        </button>
      ))}
    </fieldset>
  );
}
