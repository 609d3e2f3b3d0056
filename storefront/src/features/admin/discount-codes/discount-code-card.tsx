import { type DiscountCode, discountLabel, formatRupees } from '@shop/contracts';
import type { ReactNode } from 'react';
import ui from '../components/admin-ui.module.css';
import { formatShortDate } from '../lib/format-short-date';
import styles from './discount-codes.module.css';

interface DiscountCodeCardProps {
  code: DiscountCode;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  /** The edit form, in place of the terms while the code is edited. */
  editor?: ReactNode;
}

/** The terms staff read of a code: what it gives, its conditions, its uses. */
function termsOf(code: DiscountCode): string[] {
  return [
    code.minimumOrder !== null ? `Orders from ${formatRupees(code.minimumOrder)}` : null,
    code.startsAt ? `From ${formatShortDate(code.startsAt)}` : null,
    code.endsAt ? `Until ${formatShortDate(code.endsAt)}` : null,
    'One use per phone number',
  ].filter((term): term is string => term !== null);
}

function usesOf({ uses, usageLimit }: DiscountCode): string {
  return usageLimit !== null
    ? `Used ${uses} of ${usageLimit}`
    : `Used ${uses} ${uses === 1 ? 'time' : 'times'}`;
}

/** One code: its name, what it gives, its uses against its limit, and edit, disable/enable and delete. */
export function DiscountCodeCard({ code, onEdit, onToggle, onDelete, editor }: DiscountCodeCardProps) {
  return (
    <article className={`${ui.card} ${styles.card}`} aria-label={code.code}>
      <header className={styles.cardHeader}>
        <h2 className={styles.code}>{code.code}</h2>
        <span className={code.enabled ? styles.enabled : styles.disabled}>
          {code.enabled ? 'Active' : 'Disabled'}
        </span>
      </header>
      {editor ?? (
        <>
          <p className={styles.gives}>{discountLabel(code)}</p>
          <p className={styles.uses}>{usesOf(code)}</p>
          <ul className={styles.terms}>
            {termsOf(code).map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <div className={ui.actions}>
            <button type="button" className={ui.buttonSmall} onClick={onEdit}>
              Edit
            </button>
            <button type="button" className={ui.buttonSmall} onClick={onToggle}>
              {code.enabled ? 'Disable' : 'Enable'}
            </button>
            <button type="button" className={ui.buttonDanger} onClick={onDelete}>
              Delete
            </button>
          </div>
        </>
      )}
    </article>
  );
}
