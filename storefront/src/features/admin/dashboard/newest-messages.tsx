import type { DashboardSummary } from '@shop/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatShortDate } from '../lib/format-short-date';
import styles from './dashboard.module.css';

const EXCERPT = 90;

export function NewestMessages({ messages }: { messages: DashboardSummary['newestMessages'] }) {
  return (
    <section className={styles.panel} aria-label="Newest messages">
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>Newest messages</h2>
        <Link to={paths.admin.messages}>View all messages</Link>
      </div>
      {messages.length === 0 ? (
        <p className={styles.muted}>No messages yet.</p>
      ) : (
        <ul className={styles.feed}>
          {messages.map((message) => {
            const text = message.message?.trim() || 'No message content provided.';
            return (
              <li key={message._id}>
                <Link to={paths.admin.messages} className={styles.feedLink}>
                  <span className={styles.feedTitle}>{message.name?.trim() || 'Anonymous'}</span>
                  <span>{text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}...` : text}</span>
                  <span className={styles.muted}>{formatShortDate(message.date)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
