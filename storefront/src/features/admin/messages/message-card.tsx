import type { ContactMessage } from '@shop/contracts';
import ui from '../components/admin-ui.module.css';
import { formatShortDate } from '../lib/format-short-date';
import styles from './messages.module.css';

export const senderOf = (message: Pick<ContactMessage, 'name'>) => message.name?.trim() || 'Anonymous';

export function MessageCard({ message, onDelete }: { message: ContactMessage; onDelete: () => void }) {
  const sender = senderOf(message);
  return (
    <article className={styles.card} aria-label={`Message from ${sender}`}>
      <header className={styles.cardHeader}>
        <span className={styles.avatar} aria-hidden="true">
          {sender.charAt(0).toUpperCase()}
        </span>
        <div>
          <h2 className={styles.sender}>{sender}</h2>
          <time className={styles.date} dateTime={message.date}>
            {formatShortDate(message.date)}
          </time>
        </div>
      </header>
      <dl className={styles.contact}>
        <div>
          <dt>Email</dt>
          <dd>{message.email?.trim() || 'Not provided'}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{message.number?.trim() || 'Not provided'}</dd>
        </div>
      </dl>
      <p className={styles.text}>{message.message?.trim() || 'No message content provided.'}</p>
      <button
        type="button"
        className={ui.buttonSmall}
        onClick={onDelete}
        aria-label={`Delete message from ${sender}`}
      >
        Delete
      </button>
    </article>
  );
}
