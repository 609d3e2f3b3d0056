import type { ContactMessage } from '@shop/contracts';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/use-document-title';
import { useContactMessages } from '../api/contact-messages';
import { deleteMessage } from '../api/delete-message';
import ui from '../components/admin-ui.module.css';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { MessageCard, senderOf } from './message-card';
import styles from './messages.module.css';

/** Contact Messages: every message sent through the contact form, each deletable after confirmation. */
export function MessagesPage() {
  useDocumentTitle('Contact Messages');
  const { data, isLoading, mutate } = useContactMessages();
  const messages = data ?? [];

  const deletion = useConfirmedDelete<{ id: string; sender: string }>({
    remove: deleteMessage,
    onRemoved: (id) => void mutate((list) => list?.filter((m) => m._id !== id), { revalidate: false }),
    successMessage: 'Message deleted successfully',
    failureMessage: 'Failed to delete message',
  });
  const ask = (message: ContactMessage) => deletion.ask({ id: message._id, sender: senderOf(message) });

  return (
    <div className={ui.page}>
      <PageHeader title="Contact Messages" subtitle="Manage and review customer inquiries">
        {!isLoading && <span className={ui.badge}>{messages.length} Messages</span>}
      </PageHeader>
      {isLoading ? (
        <LoadingState text="Loading messages..." />
      ) : messages.length === 0 ? (
        <EmptyState
          title="No Messages Yet"
          text="When customers send you messages through the contact form, they'll appear here."
        />
      ) : (
        <div className={styles.grid}>
          {messages.map((message) => (
            <MessageCard key={message._id} message={message} onDelete={() => ask(message)} />
          ))}
        </div>
      )}
      {deletion.pending && (
        <ConfirmDialog
          title="Delete Message"
          text={`Are you sure you want to delete the message from ${deletion.pending.sender}? This will permanently remove the message from your system.`}
          confirmLabel="Delete Message"
          busyLabel="Deleting..."
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </div>
  );
}
