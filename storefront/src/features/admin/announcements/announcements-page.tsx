import { ANNOUNCEMENT_BLANK_MESSAGE, type AnnouncementInput } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/use-document-title';
import { useAdminAnnouncements } from '../api/admin-announcements';
import { createAnnouncement } from '../api/create-announcement';
import { deleteAnnouncement } from '../api/delete-announcement';
import { useLastChanges } from '../api/last-changes';
import { updateAnnouncement } from '../api/update-announcement';
import ui from '../components/admin-ui.module.css';
import { DraftRestoredNotice } from '../components/draft-restored-notice';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { formatShortDate } from '../lib/format-short-date';
import { useIsPhone } from '../lib/use-is-phone';
import { AnnouncementCard } from './announcement-card';
import { AnnouncementEditor } from './announcement-editor';
import { AnnouncementModal } from './announcement-modal';
import { NewAnnouncementForm } from './new-announcement-form';
import styles from './announcements.module.css';
import { useAnnouncementDraft } from './use-announcement-draft';

/** Announcements shown in the public ticker: add one, view one, edit one inline (one at a time), delete one. */
export function AnnouncementsPage() {
  useDocumentTitle('Announcements');
  const isPhone = useIsPhone();
  const { data, isLoading, mutate } = useAdminAnnouncements();
  const lastChanges = useLastChanges();
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const announcements = data ?? [];
  const viewed = announcements.find((a) => a._id === viewedId);
  const edited = announcements.find((a) => a._id === editingId);
  const draft = useAnnouncementDraft(edited ? { id: edited._id, original: edited.message } : null);
  const { restored } = draft;

  useEffect(() => {
    if (restored) setEditingId(restored.id);
  }, [restored]);

  const startEditing = (id: string) => {
    setViewedId(null);
    setEditingId(id);
  };

  const save = async (id: string, message: string) => {
    if (!message.trim()) {
      window.alert(ANNOUNCEMENT_BLANK_MESSAGE);
      return;
    }
    setSaving(true);
    try {
      const updated = await updateAnnouncement(id, message.trim());
      await mutate((list) => list?.map((a) => (a._id === id ? updated : a)), { revalidate: false });
      void lastChanges.mutate();
      setEditingId(null);
      draft.forget();
      toast.success('Announcement updated successfully');
    } catch (error) {
      console.warn('Failed to update announcement', error);
      toast.error('Failed to update announcement');
    } finally {
      setSaving(false);
    }
  };

  const add = async (input: AnnouncementInput): Promise<boolean> => {
    try {
      const created = await createAnnouncement(input);
      await mutate((list) => [...(list ?? []), created], { revalidate: false });
      void lastChanges.mutate();
      toast.success('Announcement added successfully');
      return true;
    } catch (error) {
      console.warn('Failed to add announcement', error);
      toast.error(error instanceof Error ? error.message : 'Failed to add announcement');
      return false;
    }
  };

  const deletion = useConfirmedDelete<{ id: string }>({
    remove: deleteAnnouncement,
    onRemoved: (id) => void mutate((list) => list?.filter((a) => a._id !== id), { revalidate: false }),
    successMessage: 'Announcement deleted successfully',
    failureMessage: 'Failed to delete announcement',
  });

  const counts = [
    { label: 'Total', value: String(announcements.length) },
    { label: 'Published', value: String(announcements.length) },
    { label: 'Last Updated', value: formatShortDate(new Date()) },
  ];

  return (
    <div className={ui.page}>
      <PageHeader title="Announcements" subtitle="The messages in the ticker bar of the shop's pages." />
      <ul className={styles.counts}>
        {counts.map((count) => (
          <li key={count.label} className={styles.count}>
            <span className={styles.countLabel}>{count.label}</span>
            <span className={styles.countValue}>{count.value}</span>
          </li>
        ))}
      </ul>
      <NewAnnouncementForm onAdd={add} />
      {restored && editingId === restored.id && <DraftRestoredNotice />}
      {isLoading ? (
        <LoadingState text="Loading announcements..." />
      ) : announcements.length === 0 ? (
        <EmptyState
          title="No announcements found"
          text="Announcements appear in the ticker bar of the shop."
        />
      ) : (
        <div className={styles.list}>
          {announcements.map((announcement) => (
            <AnnouncementCard
              key={announcement._id}
              announcement={announcement}
              lastChange={lastChanges.data?.announcements[announcement._id]}
              isPhone={isPhone}
              onView={() => {
                setEditingId(null);
                setViewedId(announcement._id);
              }}
              onEdit={() => startEditing(announcement._id)}
              onDelete={() => deletion.ask({ id: announcement._id })}
              editor={
                editingId === announcement._id ? (
                  <AnnouncementEditor
                    initialMessage={
                      restored?.id === announcement._id ? restored.message : announcement.message
                    }
                    saving={saving}
                    isPhone={isPhone}
                    onSave={(message) => save(announcement._id, message)}
                    onCancel={() => {
                      setEditingId(null);
                      draft.forget();
                    }}
                    onType={draft.onType}
                  />
                ) : undefined
              }
            />
          ))}
        </div>
      )}
      {viewed && (
        <AnnouncementModal
          announcement={viewed}
          onEdit={() => startEditing(viewed._id)}
          onClose={() => setViewedId(null)}
        />
      )}
      {deletion.pending && (
        <ConfirmDialog
          title="Delete Announcement"
          text="Are you sure you want to delete this announcement? It leaves the ticker bar at once."
          confirmLabel="Delete Announcement"
          busyLabel="Deleting..."
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </div>
  );
}
