import { ANNOUNCEMENT_BLANK_MESSAGE } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/use-document-title';
import { useAdminAnnouncements } from '../api/admin-announcements';
import { updateAnnouncement } from '../api/update-announcement';
import ui from '../components/admin-ui.module.css';
import { DraftRestoredNotice } from '../components/draft-restored-notice';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { formatShortDate } from '../lib/format-short-date';
import { useIsPhone } from '../lib/use-is-phone';
import { AnnouncementCard } from './announcement-card';
import { AnnouncementEditor } from './announcement-editor';
import { AnnouncementModal } from './announcement-modal';
import styles from './announcements.module.css';
import { useAnnouncementDraft } from './use-announcement-draft';

/** Announcements shown in the public ticker: view one, or edit one inline, one at a time. */
export function AnnouncementsPage() {
  useDocumentTitle('Announcements');
  const isPhone = useIsPhone();
  const { data, isLoading, mutate } = useAdminAnnouncements();
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
              isPhone={isPhone}
              onView={() => {
                setEditingId(null);
                setViewedId(announcement._id);
              }}
              onEdit={() => startEditing(announcement._id)}
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
    </div>
  );
}
