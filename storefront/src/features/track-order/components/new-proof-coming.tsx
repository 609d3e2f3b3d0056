import type { OrderTracking } from '@shop/contracts';
import styles from '../track-order-page.module.css';
import { usePageText } from '@/lib/i18n/page-texts';
import { proofStageOf } from '../lib/proof-stage';

/** After a change was asked for (or a proof withdrawn): the old proof is no longer the one, a new one is coming. */
export function NewProofComing({ order }: { order: OrderTracking }) {
  const text = usePageText();
  if (proofStageOf(order) !== 'preparing-new') return null;
  return (
    <section className={styles.card} aria-labelledby="new-proof-title">
      <h3 id="new-proof-title" className={styles.subheading}>
        {text('proof.preparingTitle')}
      </h3>
      <p role="status">{text('proof.preparing')}</p>
    </section>
  );
}
