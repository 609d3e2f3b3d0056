import type { DashboardSummary } from '@shop/contracts';
import { paths } from '@/config/paths';
import { formatShortDate } from '../lib/format-short-date';
import { DashboardFeed } from './dashboard-feed';
import styles from './dashboard.module.css';

const EXCERPT = 90;

type Message = DashboardSummary['newestMessages'][number];

function excerpt(message: Message): string {
  const text = message.message?.trim() || 'No message content provided.';
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}...` : text;
}

export function NewestMessages({ messages }: { messages: DashboardSummary['newestMessages'] }) {
  return (
    <DashboardFeed
      title="Newest messages"
      to={paths.admin.messages}
      allLabel="View all messages"
      emptyText="No messages yet."
      items={messages}
      keyOf={(message) => message._id}
      entry={(message) => (
        <>
          <span className={styles.feedTitle}>{message.name?.trim() || 'Anonymous'}</span>
          <span>{excerpt(message)}</span>
          <span className={styles.muted}>{formatShortDate(message.date)}</span>
        </>
      )}
    />
  );
}
