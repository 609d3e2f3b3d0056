import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useShopSettings } from '@/api/shop-settings';
import { useText } from '@/lib/i18n/use-text';
import { phoneLink, socialLinks } from '@/lib/shop-links';
import { BrandMark } from '../brand-mark';
import { BusinessHours } from '../business-hours';
import { MAIN_LINKS } from './nav-links';
import styles from './site-footer.module.css';

/** The footer's product list is information, not navigation (spec point 2). */
const FOOTER_PRODUCT_TYPES = [
  'footer.posters',
  'footer.frames',
  'footer.polaroids',
  'footer.nikkahNamas',
  'footer.stickers',
] as const;

export function SiteFooter() {
  const settings = useShopSettings();
  const social = socialLinks(settings);
  const text = useText();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.about} aria-labelledby="footer-brand">
          <p id="footer-brand" className={styles.brand}>
            <BrandMark size={28} />
            {settings.shopName}
          </p>
          <p className={styles.tagline}>{settings.tagline}</p>
          <ul className={styles.badges}>
            <li className={styles.badge}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z" fill="currentColor" />
              </svg>
              {text('footer.secure')}
            </li>
            <li className={styles.badge}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path
                  d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                  fill="currentColor"
                />
              </svg>
              {text('footer.premium')}
            </li>
          </ul>
          {social.length > 0 && (
            <ul className={styles.socials}>
              {social.map((link) => (
                <li key={link.name}>
                  <a className={styles.social} href={link.url} target="_blank" rel="noreferrer">
                    {text('footer.followUs', { network: link.name })}
                    <span className="visually-hidden"> {text('footer.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav className={styles.column} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {text('footer.quickLinks')}
          </h2>
          <ul className={styles.list}>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{text(link.label)}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.trackOrder}>{text('nav.trackOrder')}</Link>
            </li>
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-products">
          <h2 id="footer-products" className={styles.heading}>
            {text('footer.ourProducts')}
          </h2>
          <ul className={styles.list}>
            {FOOTER_PRODUCT_TYPES.map((type) => (
              <li key={type}>{text(type)}</li>
            ))}
          </ul>
        </section>

        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {text('footer.contact')}
          </h2>
          <address className={styles.address}>
            <span>{settings.address}</span>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
            <a href={phoneLink(settings.phone)} dir="ltr">
              {settings.phone}
            </a>
          </address>
          <h3 className={styles.subheading}>{text('footer.businessHours')}</h3>
          <BusinessHours />
        </section>
      </div>
      <p className={styles.legal}>
        {text('footer.legal', { year: new Date().getFullYear(), shopName: settings.shopName })}
      </p>
    </footer>
  );
}
