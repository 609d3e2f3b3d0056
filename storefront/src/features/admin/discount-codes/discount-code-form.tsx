import {
  type DiscountCode,
  type DiscountCodeInput,
  discountCodeInputSchema,
  firstIssueMessage,
} from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import form from '@/styles/form-field.module.css';
import ui from '../components/admin-ui.module.css';
import { momentFromLocalInput } from '../announcements/announcement-window';
import styles from './discount-codes.module.css';

interface DiscountCodeFormProps {
  /** The code being edited; none: a new code. */
  editing?: DiscountCode;
  onSave: (input: DiscountCodeInput) => Promise<boolean>;
  onCancel?: () => void;
}

/** A stored moment as a `datetime-local` input shows it, in the staff member's own clock. */
function localInputOf(moment: string | null): string {
  if (!moment) return '';
  const date = new Date(moment);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** Creates a code or edits one: kind and value, and the optional minimum order, usage limit and dates. */
export function DiscountCodeForm({ editing, onSave, onCancel }: DiscountCodeFormProps) {
  const id = useId();
  const [fields, setFields] = useState({
    code: editing?.code ?? '',
    kind: editing?.kind ?? 'percent',
    value: text(editing?.value),
    minimumOrder: text(editing?.minimumOrder),
    usageLimit: text(editing?.usageLimit),
    startsAt: localInputOf(editing?.startsAt ?? null),
    endsAt: localInputOf(editing?.endsAt ?? null),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = discountCodeInputSchema.safeParse({
      ...fields,
      value: fields.value.trim() === '' ? undefined : fields.value.trim(),
      startsAt: momentFromLocalInput(fields.startsAt),
      endsAt: momentFromLocalInput(fields.endsAt),
    });
    if (!parsed.success) {
      setProblem(firstIssueMessage(parsed.error));
      return;
    }
    setProblem(null);
    setSaving(true);
    // An emptied field is sent as null, so an edit clears it rather than keeping the stored one.
    const saved = await onSave({
      ...parsed.data,
      minimumOrder: parsed.data.minimumOrder ?? null,
      usageLimit: parsed.data.usageLimit ?? null,
    });
    setSaving(false);
    if (saved && !editing) {
      setFields({
        code: '',
        kind: 'percent',
        value: '',
        minimumOrder: '',
        usageLimit: '',
        startsAt: '',
        endsAt: '',
      });
    }
  };

  const field = (name: keyof typeof fields, label: string, props: Record<string, unknown> = {}) => (
    <div className={form.field}>
      <label htmlFor={`${id}-${name}`} className={form.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={form.input}
        value={fields[name]}
        onChange={set(name)}
        {...props}
      />
    </div>
  );

  return (
    <form
      className={`${ui.card} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label={editing ? `Edit ${editing.code}` : 'New discount code'}
    >
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.grid}>
        {field('code', 'Code', { readOnly: Boolean(editing), autoCapitalize: 'characters', maxLength: 30 })}
        <div className={form.field}>
          <label htmlFor={`${id}-kind`} className={form.label}>
            Kind
          </label>
          <select id={`${id}-kind`} className={form.input} value={fields.kind} onChange={set('kind')}>
            <option value="percent">Percentage of the subtotal</option>
            <option value="fixed">Fixed amount (Rs.)</option>
          </select>
        </div>
        {field('value', fields.kind === 'percent' ? 'Percent off' : 'Rupees off', { inputMode: 'numeric' })}
        {field('minimumOrder', 'Minimum order, Rs. (optional)', { inputMode: 'numeric' })}
        {field('usageLimit', 'Total uses allowed (optional)', { inputMode: 'numeric' })}
        {field('startsAt', 'Valid from (optional)', { type: 'datetime-local' })}
        {field('endsAt', 'Valid until (optional)', { type: 'datetime-local' })}
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.button} disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Save Changes' : 'Add Code'}
        </button>
        {onCancel && (
          <button type="button" className={ui.buttonGhost} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
