import { shopClaims } from '@shop/contracts';
import { useShopSettings } from '@/api/shop-settings';
import styles from './marketing-claims.module.css';

/** The shop's claims in numbers as staff set them in Shop settings; none set, no band. */
export function MarketingClaims() {
  const claims = shopClaims(useShopSettings());
  if (claims.length === 0) return null;
  return (
    <section className={styles.band} aria-label="Our shop in numbers">
      <dl className={styles.claims}>
        {claims.map((claim) => (
          <div key={claim.label} className={styles.claim}>
            <dt className={styles.label}>{claim.label}</dt>
            <dd className={styles.value}>{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
