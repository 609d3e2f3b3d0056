import { useShopSettings } from '@/api/shop-settings';
import { BusinessHours } from '@/components/business-hours';
import { mapsLink, socialLinks } from '@/lib/shop-links';
import { WHY_CHOOSE_US } from '../lib/contact-info';
import styles from './contact-aside.module.css';

/** Follow Us, Why Choose Us and Visit Our Store (spec point 2, 'Contact Us page'). */
export function ContactAside() {
  const settings = useShopSettings();
  return (
    <div className={styles.aside}>
      <section className={styles.box} aria-labelledby="follow-us">
        <h2 id="follow-us" className={styles.heading}>
          Follow Us
        </h2>
        <p className={styles.text}>See our newest designs and happy customers' walls.</p>
        <ul className={styles.socials} aria-label="Our social pages">
          {socialLinks(settings).map((link) => (
            <li key={link.name}>
              <a className={styles.social} href={link.url} target="_blank" rel="noopener noreferrer">
                {link.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.box} aria-labelledby="why-choose-us">
        <h2 id="why-choose-us" className={styles.heading}>
          Why Choose Us
        </h2>
        <ul className={styles.reasons}>
          {WHY_CHOOSE_US.map((reason) => (
            <li key={reason.title}>
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p className={styles.text}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.box} aria-labelledby="visit-our-store">
        <h2 id="visit-our-store" className={styles.heading}>
          Visit Our Store
        </h2>
        <address className={styles.address}>{settings.address}</address>
        <BusinessHours className={styles.hours} />
        <a
          className={styles.mapButton}
          href={mapsLink(settings.address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          View on Google Maps
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </section>
    </div>
  );
}
