import { ORDER_STATUS_LABELS, type OrderHistoryEntry } from '@shop/contracts';
import { formatOrderDate } from './order-lib';
import styles from './order-lifecycle.module.css';

/** Every change of the order's state and every correction, oldest first, with who made it and why. */
export function OrderHistoryTimeline({ history }: { history: readonly OrderHistoryEntry[] }) {
  return (
    <ol className={styles.timeline} aria-label="Order history">
      {history.map((entry) => (
        // Each entry is its own write of the order, each at its own instant.
        <li key={`${entry.at}-${entry.status}`} className={styles.timelineStep}>
          <strong>{entry.changes ? 'Corrected' : ORDER_STATUS_LABELS[entry.status]}</strong>
          <span className={styles.timelineMeta}>
            {formatOrderDate(entry.at)} · {entry.by}
          </span>
          {entry.note && <span className={styles.timelineNote}>{entry.note}</span>}
          {entry.changes && <span className={styles.timelineChanges}>{entry.changes}</span>}
        </li>
      ))}
    </ol>
  );
}
