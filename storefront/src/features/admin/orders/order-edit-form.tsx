import { firstIssueMessage, type Order, type OrderCorrection, orderCorrectionSchema } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import ui from '../components/admin-ui.module.css';
import { CUSTOMER_FIELDS, correctionOf, type DraftLine, draftOf } from './order-draft';
import { OrderLineAdder } from './order-line-adder';
import styles from './order-lifecycle.module.css';

interface OrderEditFormProps {
  order: Order;
  busy: boolean;
  /** Answers whether the server took the correction. */
  onSave: (correction: OrderCorrection) => Promise<boolean>;
  onCancel: () => void;
}

const lineLabel = (line: DraftLine) => [line.name, line.size, line.frame].filter(Boolean).join(' ');

/** The customer's details and the lines of an order not yet dispatched, for the server to re-price. */
export function OrderEditForm({ order, busy, onSave, onCancel }: OrderEditFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(order));
  const [problem, setProblem] = useState<string | null>(null);

  const setLines = (lines: DraftLine[]) => setDraft({ ...draft, lines });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const correction = correctionOf(order, draft);
    const checked = orderCorrectionSchema.safeParse(correction);
    if (!checked.success) {
      setProblem(firstIssueMessage(checked.error));
      return;
    }
    setProblem(null);
    await onSave(correction);
  };

  return (
    <form className={styles.moveForm} onSubmit={submit} aria-label="Edit order" noValidate>
      <p className={ui.confirmText}>The server prices the order again from the catalogue when you save.</p>
      {CUSTOMER_FIELDS.map(([field, label]) => (
        <div key={field} className={styles.editField}>
          <label htmlFor={`${id}-${field}`}>{label}</label>
          <input
            id={`${id}-${field}`}
            value={draft.customer[field]}
            onChange={(e) => setDraft({ ...draft, customer: { ...draft.customer, [field]: e.target.value } })}
          />
        </div>
      ))}
      <ul className={styles.editLines} aria-label="Lines">
        {draft.lines.map((line, index) => (
          <li key={line.key} className={styles.editLine}>
            <label htmlFor={`${id}-line-${line.key}`}>{lineLabel(line)}</label>
            <input
              id={`${id}-line-${line.key}`}
              type="number"
              inputMode="numeric"
              min={1}
              value={line.quantity}
              onChange={(e) =>
                setLines(draft.lines.map((l, i) => (i === index ? { ...l, quantity: e.target.value } : l)))
              }
            />
            <button
              type="button"
              className={ui.buttonSmall}
              aria-label={`Remove ${lineLabel(line)}`}
              onClick={() => setLines(draft.lines.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <OrderLineAdder onAdd={(line) => setLines([...draft.lines, line])} />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={ui.actions}>
        <button type="button" className={ui.buttonGhost} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className={ui.button} disabled={busy}>
          {busy ? 'Saving...' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
