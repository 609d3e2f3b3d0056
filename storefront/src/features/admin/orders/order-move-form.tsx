import {
  firstIssueMessage,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type OrderStatusChange,
  orderStatusChangeSchema,
} from '@shop/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { onUnauthorized } from '@/lib/api-client';
import ui from '../components/admin-ui.module.css';
import { DraftRestoredNotice } from '../components/draft-restored-notice';
import { draftKey, keepDraft, takeDraft } from '../lib/session-drafts';
import styles from './order-lifecycle.module.css';

interface OrderMoveFormProps {
  to: OrderStatus;
  /** 'Order #123' or '10 orders'. */
  subject: string;
  busy: boolean;
  onSubmit: (change: OrderStatusChange) => void;
  onBack: () => void;
}

/** The confirmation of one move, with what that move needs: a reason to cancel, courier and tracking to dispatch. */
export function OrderMoveForm({ to, subject, busy, onSubmit, onBack }: OrderMoveFormProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const label = ORDER_STATUS_LABELS[to];
  const { pathname } = useLocation();
  const key = draftKey(pathname, `${subject} → ${to}`);
  const typed = useRef({ note, courier, trackingNumber });
  typed.current = { note, courier, trackingNumber };

  // What was typed outlives a session end; the same move opened again after logging in gets it back.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (Object.values(typed.current).some((value) => value.trim() !== '')) keepDraft(key, typed.current);
      }),
    [key],
  );
  useEffect(() => {
    const draft = takeDraft(key);
    if (!draft) return;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    setNote(text(draft.note));
    setCourier(text(draft.courier));
    setTrackingNumber(text(draft.trackingNumber));
    setRestored(true);
  }, [key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = {
      status: to,
      ...(note.trim() ? { note } : {}),
      ...(to === 'dispatched' ? { courier, trackingNumber } : {}),
    };
    const result = orderStatusChangeSchema.safeParse(change);
    if (!result.success) {
      setProblem(firstIssueMessage(result.error));
      return;
    }
    setProblem(null);
    onSubmit(change);
  };

  return (
    <form className={styles.moveForm} onSubmit={submit} aria-label={`Mark as ${label}`} noValidate>
      {restored && <DraftRestoredNotice />}
      <p className={ui.confirmText}>
        Mark {subject} as {label}? This cannot be undone.
      </p>
      {to === 'dispatched' && (
        <>
          <label htmlFor={`${id}-courier`}>Courier</label>
          <input id={`${id}-courier`} value={courier} onChange={(e) => setCourier(e.target.value)} />
          <label htmlFor={`${id}-tracking`}>Tracking number</label>
          <input
            id={`${id}-tracking`}
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
          />
        </>
      )}
      <label htmlFor={`${id}-note`}>{to === 'cancelled' ? 'Reason' : 'Note (optional)'}</label>
      <textarea id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} rows={2} />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={ui.actions}>
        <button type="button" className={ui.buttonGhost} onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="submit" className={to === 'cancelled' ? ui.buttonDanger : ui.button} disabled={busy}>
          {busy ? 'Saving...' : `Yes, mark as ${label}`}
        </button>
      </div>
    </form>
  );
}
