import { useId, useState } from 'react';
import ui from '../components/admin-ui.module.css';
import styles from './announcements.module.css';

interface AnnouncementEditorProps {
  initialMessage: string;
  saving: boolean;
  isPhone: boolean;
  onSave: (message: string) => void;
  onCancel: () => void;
  /** Told of each change, so a draft can be kept if the session ends. */
  onType?: (message: string) => void;
}

/** Inline edit of one announcement; Save stays disabled while the message is blank. */
export function AnnouncementEditor({
  initialMessage,
  saving,
  isPhone,
  onSave,
  onCancel,
  onType,
}: AnnouncementEditorProps) {
  const [message, setMessage] = useState(initialMessage);
  const id = useId();
  const blank = message.trim() === '';
  return (
    <div className={styles.editor}>
      <label htmlFor={id} className={styles.editorLabel}>
        Message
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={5}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          onType?.(event.target.value);
        }}
      />
      <div className={ui.actions}>
        <button type="button" className={ui.buttonGhost} onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button
          type="button"
          className={ui.button}
          onClick={() => onSave(message)}
          disabled={blank || saving}
        >
          {saving ? 'Saving...' : isPhone ? 'Save' : 'Save Changes'}
        </button>
      </div>
    </div>
  );
}
