import type { Announcement, LastChange } from '@shop/contracts';
import type { ReactNode } from 'react';
import ui from '../components/admin-ui.module.css';
import { LastChangeNote } from '../components/last-change-note';
import { formatShortDate } from '../lib/format-short-date';
import { PHONE_PREVIEW_LENGTH, PREVIEW_LENGTH, previewOf } from './announcement-preview';
import { windowLabel } from './announcement-window';
import styles from './announcements.module.css';

interface AnnouncementCardProps {
  announcement: Announcement;
  /** Who last changed it, when known. */
  lastChange?: LastChange;
  isPhone: boolean;
  /** The inline editor, when this announcement is being edited. */
  editor?: ReactNode;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function AnnouncementCard({
  announcement,
  lastChange,
  isPhone,
  editor,
  onView,
  onEdit,
  onDelete,
}: AnnouncementCardProps) {
  const preview = previewOf(announcement.message, isPhone ? PHONE_PREVIEW_LENGTH : PREVIEW_LENGTH);
  const windowText = windowLabel(announcement, new Date());
  return (
    <article className={styles.card}>
      <header className={styles.cardHeader}>
        <time dateTime={announcement.createdAt} className={styles.date}>
          {formatShortDate(announcement.createdAt)}
        </time>
        <span className={styles.published}>Published</span>
      </header>
      {windowText && <p className={styles.windowLabel}>{windowText}</p>}
      <LastChangeNote change={lastChange} className={styles.lastChange} />
      {editor ?? (
        <>
          <p className={styles.message}>
            {preview.text}
            {preview.cut && (
              <>
                {' '}
                <button type="button" className={styles.readMore} onClick={onView}>
                  Read more...
                </button>
              </>
            )}
          </p>
          <div className={ui.actions}>
            <button type="button" className={ui.buttonSmall} onClick={onView}>
              {isPhone ? 'View' : 'View Full'}
            </button>
            <button type="button" className={ui.buttonSmall} onClick={onEdit}>
              Edit
            </button>
            <button type="button" className={ui.buttonSmall} onClick={onDelete}>
              Delete
            </button>
          </div>
        </>
      )}
    </article>
  );
}
