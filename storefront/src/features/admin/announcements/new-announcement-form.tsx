import { type AnnouncementInput, announcementInputSchema, firstIssueMessage } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import form from '@/styles/form-field.module.css';
import ui from '../components/admin-ui.module.css';
import { momentFromLocalInput } from './announcement-window';
import styles from './announcements.module.css';

interface NewAnnouncementFormProps {
  onAdd: (input: AnnouncementInput) => Promise<boolean>;
}

/** Adds an announcement, with an optional start and end (issue #34 item 5); without them it shows always. */
export function NewAnnouncementForm({ onAdd }: NewAnnouncementFormProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [adding, setAdding] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = announcementInputSchema.safeParse({
      message,
      startsAt: momentFromLocalInput(startsAt),
      endsAt: momentFromLocalInput(endsAt),
    });
    // The admin forms' validation messages are browser alerts (spec point 5).
    if (!parsed.success) {
      window.alert(firstIssueMessage(parsed.error));
      return;
    }
    setAdding(true);
    const added = await onAdd(parsed.data);
    setAdding(false);
    if (added) {
      setMessage('');
      setStartsAt('');
      setEndsAt('');
    }
  };

  return (
    <form
      className={`${ui.card} ${styles.newForm}`}
      onSubmit={submit}
      noValidate
      aria-label="New announcement"
    >
      <div className={form.field}>
        <label htmlFor={`${id}-message`} className={form.label}>
          New announcement
        </label>
        <textarea
          id={`${id}-message`}
          className={form.input}
          rows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <div className={styles.window}>
        <div className={form.field}>
          <label htmlFor={`${id}-starts`} className={form.label}>
            Show from (optional)
          </label>
          <input
            id={`${id}-starts`}
            className={form.input}
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-ends`} className={form.label}>
            Show until (optional)
          </label>
          <input
            id={`${id}-ends`}
            className={form.input}
            type="datetime-local"
            value={endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
          />
        </div>
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.button} disabled={adding}>
          {adding ? 'Adding...' : 'Add Announcement'}
        </button>
      </div>
    </form>
  );
}
