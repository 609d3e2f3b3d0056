import type { Announcement } from '@shop/contracts';
import ui from '../components/admin-ui.module.css';
import { DetailsModal } from '../components/details-modal';
import { formatShortDate } from '../lib/format-short-date';
import styles from './announcements.module.css';

interface AnnouncementModalProps {
  announcement: Announcement;
  onEdit: () => void;
  onClose: () => void;
}

export function AnnouncementModal({ announcement, onEdit, onClose }: AnnouncementModalProps) {
  return (
    <DetailsModal title="Announcement Details" size="small" onClose={onClose} onEdit={onEdit}>
      <dl className={ui.details}>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={styles.published}>Published</span>
          </dd>
        </div>
        <div>
          <dt>Published Date</dt>
          <dd>{formatShortDate(announcement.createdAt)}</dd>
        </div>
      </dl>
      <h3 className={ui.sectionTitle}>Message</h3>
      <p className={styles.fullMessage}>{announcement.message}</p>
    </DetailsModal>
  );
}
