import type { OrderTracking } from '@shop/contracts';
import styles from '../track-order-page.module.css';
import { usePageText } from '@/lib/i18n/page-texts';
import { proofStageOf } from '../lib/proof-stage';

/** Once the shopper approved the proof, and while the order is made and delivered: what is being made. */
export function ApprovedProofs({ order }: { order: OrderTracking }) {
  const text = usePageText();
  if (proofStageOf(order) !== 'approved') return null;
  const proofs = order.items.filter((item) => item.proofUrl);
  return (
    <section className={styles.card} aria-labelledby="approved-proof-title">
      <h3 id="approved-proof-title" className={styles.subheading}>
        {text('proof.approvedTitle')}
      </h3>
      <p>{text('proof.approvedNote')}</p>
      {proofs.map((item, index) => (
        <figure key={item.proofUrl} className={styles.proof}>
          <img
            src={item.proofUrl}
            alt={text('proof.approvedOf', { name: item.name })}
            className={styles.proofImage}
          />
          <figcaption>{proofs.length > 1 ? `${index + 1}. ${item.name}` : item.name}</figcaption>
        </figure>
      ))}
    </section>
  );
}
