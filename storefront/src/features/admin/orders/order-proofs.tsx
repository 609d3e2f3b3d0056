import { ORDER_ACTION_LABELS, ORDER_STATUS_LABELS, type Order } from '@shop/contracts';
import { useState } from 'react';
import ui from '../components/admin-ui.module.css';
import styles from './orders.module.css';

interface OrderProofsProps {
  order: Order;
  /** Answers whether the server took the proof of this line (counted from 1). */
  onUpload: (line: number, file: File) => Promise<boolean>;
}

/**
 * The proofs of the order's lines: the ones the shop drew from a template's layout (what gets printed)
 * and those of the lines whose template needs the customer's approval, where, while the order is
 * confirmed (first, or after a change request), a file field uploads or replaces it.
 */
export function OrderProofs({ order, onUpload }: OrderProofsProps) {
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const lines = order.items
    .map((item, index) => ({ item, line: index + 1 }))
    .filter(({ item }) => item.needsApproval || item.proofUrl);
  if (lines.length === 0) return null;
  const approval = lines.some(({ item }) => item.needsApproval);
  const uploading = approval && order.status === 'confirmed';
  return (
    <section aria-labelledby="order-proofs-title">
      <h3 id="order-proofs-title" className={ui.sectionTitle}>
        {approval ? "Proofs for the customer's approval" : 'Proofs drawn by the shop'}
      </h3>
      <p className={styles.proofHint}>
        {!approval
          ? "Drawn from the template's layout and the customer's details: what gets printed."
          : uploading
            ? `A proof the shop drew counts; upload one for each line without, or your own to replace it, then press "${ORDER_ACTION_LABELS.proof_sent}": the customer gets an e-mail with the link to approve it.`
            : `Proofs can be uploaded while the order is ${ORDER_STATUS_LABELS.confirmed}.`}
      </p>
      <ul className={styles.proofs}>
        {lines.map(({ item, line }) => (
          <li key={line} className={styles.proof}>
            <p className={styles.itemName}>{`Line ${line}: ${item.name}`}</p>
            {item.proofUrl ? (
              <a href={item.proofUrl} target="_blank" rel="noreferrer">
                <img src={item.proofUrl} alt={`Proof of line ${line}`} className={styles.proofImage} />
              </a>
            ) : (
              <p>No proof yet</p>
            )}
            {uploading && item.needsApproval && (
              <label className={styles.proofUpload}>
                {busyLine === line
                  ? 'Uploading...'
                  : `${item.proofUrl ? 'Replace' : 'Upload'} the proof of line ${line}`}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  disabled={busyLine !== null}
                  onChange={async (event) => {
                    const file = event.currentTarget.files?.[0];
                    event.currentTarget.value = '';
                    if (!file) return;
                    setBusyLine(line);
                    await onUpload(line, file);
                    setBusyLine(null);
                  }}
                />
              </label>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
