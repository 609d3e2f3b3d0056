import { ORDER_STATUS_LABELS, type OrderHistoryEntry } from '@shop/contracts';
import { formatOrderDate } from './order-lib';
import styles from './order-lifecycle.module.css';

/** Every change of the order's state, oldest first, with who made it and why. */
export function OrderHistoryTimeline({ history }: { history: readonly OrderHistoryEntry[] }) {
  return (
    <ol className={styles.timeline} aria-label="Order history">
      {history.map((entry) => (
        // A state is entered at most once: the table has no way back.
        <li key={entry.status} className={styles.timelineStep}>
          <strong>{ORDER_STATUS_LABELS[entry.status]}</strong>
          <span className={styles.timelineMeta}>
            {formatOrderDate(entry.at)} · {entry.by}
          </span>
          {entry.note && <span className={styles.timelineNote}>{entry.note}</span>}
        </li>
      ))}
    </ol>
  );
}
