import { shopClaims } from '@shop/contracts';
import { useShopSettings } from '@/api/shop-settings';
import styles from './marketing-claims.module.css';
import { useText } from '@/lib/i18n/use-text';
import { claimsInText } from '@/lib/i18n/claim-texts';

/** The shop's claims in numbers as staff set them in Shop settings; none set, no band. */
export function MarketingClaims() {
  const text = useText();
  const claims = claimsInText(shopClaims(useShopSettings()), text);
  if (claims.length === 0) return null;
  return (
    <section className={styles.band} aria-label={text('claims.label')}>
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
