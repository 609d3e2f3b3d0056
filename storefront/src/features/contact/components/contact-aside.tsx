import { useShopSettings } from '@/api/shop-settings';
import { BusinessHours } from '@/components/business-hours';
import { mapsLink, socialLinks } from '@/lib/shop-links';
import { WHY_CHOOSE_US } from '../lib/contact-info';
import styles from './contact-aside.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

/** Follow Us, Why Choose Us and Visit Our Store (spec point 2, 'Contact Us page'). */
export function ContactAside() {
  const settings = useShopSettings();
  const text = usePageText();
  const newTab = ` ${text('footer.opensInNewTab')}`;
  return (
    <div className={styles.aside}>
      <section className={styles.box} aria-labelledby="follow-us">
        <h2 id="follow-us" className={styles.heading}>
          {text('contact.followUs')}
        </h2>
        <p className={styles.text}>{text('contact.followUsText')}</p>
        <ul className={styles.socials} aria-label={text('contact.socialPages')}>
          {socialLinks(settings).map((link) => (
            <li key={link.name}>
              <a className={styles.social} href={link.url} target="_blank" rel="noopener noreferrer">
                {link.name}
                <span className="visually-hidden">{newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.box} aria-labelledby="why-choose-us">
        <h2 id="why-choose-us" className={styles.heading}>
          {text('contact.whyChooseUs')}
        </h2>
        <ul className={styles.reasons}>
          {WHY_CHOOSE_US.map((reason) => (
            <li key={reason.title}>
              <h3 className={styles.reasonTitle}>{text(reason.title)}</h3>
              <p className={styles.text}>{text(reason.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.box} aria-labelledby="visit-our-store">
        <h2 id="visit-our-store" className={styles.heading}>
          {text('contact.visitOurStore')}
        </h2>
        <address className={styles.address}>{settings.address}</address>
        <BusinessHours className={styles.hours} />
        <a
          className={styles.mapButton}
          href={mapsLink(settings.address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {text('contact.viewOnMaps')}
          <span className="visually-hidden">{newTab}</span>
        </a>
      </section>
    </div>
  );
}
