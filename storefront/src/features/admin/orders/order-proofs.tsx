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
 * The proofs of the lines whose template needs the customer's approval: each line's current proof and,
 * while the order is confirmed (first, or after a change request), a file field to upload or replace it.
 */
export function OrderProofs({ order, onUpload }: OrderProofsProps) {
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const lines = order.items
    .map((item, index) => ({ item, line: index + 1 }))
    .filter(({ item }) => item.needsApproval);
  if (lines.length === 0) return null;
  const uploading = order.status === 'confirmed';
  return (
    <section aria-labelledby="order-proofs-title">
      <h3 id="order-proofs-title" className={ui.sectionTitle}>
        Proofs for the customer's approval
      </h3>
      <p className={styles.proofHint}>
        {uploading
          ? `Upload a proof for each line below, then press "${ORDER_ACTION_LABELS.proof_sent}": the customer gets an e-mail with the link to approve it.`
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
            {uploading && (
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
