import { MARKETING_CLAIMS } from '@/components/shop-claims';
import styles from './marketing-claims.module.css';

export function MarketingClaims() {
  return (
    <section className={styles.band} aria-label="Our shop in numbers">
      <dl className={styles.claims}>
        {MARKETING_CLAIMS.map((claim) => (
          <div key={claim.label} className={styles.claim}>
            <dt className={styles.label}>{claim.label}</dt>
            <dd className={styles.value}>{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
