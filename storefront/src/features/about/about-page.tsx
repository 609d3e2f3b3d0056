import { shopClaims } from '@shop/contracts';
import type { ReactNode } from 'react';
import { BusinessHours } from '@/components/business-hours';
import { LineIcon } from '@/components/line-icon';
import { PageHero } from '@/components/page-hero';
import { useDocumentTitle } from '@/components/use-document-title';
import { useShopSettings } from '@/api/shop-settings';
import { phoneLink } from '@/lib/shop-links';
import styles from './about-page.module.css';
import { PolicyTabs } from './components/policy-tabs';
import { claimsInText } from '@/lib/i18n/claim-texts';
import { type PageMessageKey, usePageText } from '@/lib/i18n/page-texts';

const REASONS: { title: PageMessageKey; text: PageMessageKey; icon: ReactNode }[] = [
  {
    title: 'about.fastDelivery',
    text: 'about.fastDeliveryText',
    icon: (
      <LineIcon>
        <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z" />
        <circle cx="7" cy="17.5" r="1.8" />
        <circle cx="17" cy="17.5" r="1.8" />
      </LineIcon>
    ),
  },
  {
    title: 'about.premiumQuality',
    text: 'about.premiumQualityText',
    icon: (
      <LineIcon>
        <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
      </LineIcon>
    ),
  },
  {
    title: 'about.customerFirst',
    text: 'about.customerFirstText',
    icon: (
      <LineIcon>
        <path d="M12 20.5s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.3a4.5 4.5 0 0 1 7.5 3.2c0 5.4-7.5 10-7.5 10z" />
      </LineIcon>
    ),
  },
];

/** The About page (spec point 2): who we are, numbers, policies, why us, and how to reach us. */
export function AboutPage() {
  const text = usePageText();
  useDocumentTitle(text('nav.about'));
  const settings = useShopSettings();
  return (
    <div className={styles.page}>
      <PageHero eyebrow={text('nav.about')} title={settings.shopName}>
        {settings.tagline}
      </PageHero>

      <section className={styles.section} aria-labelledby="who-we-are">
        <div className={styles.who}>
          <div>
            <h2 id="who-we-are" className={styles.heading}>
              {text('about.whoWeAre')}
            </h2>
            <p>{text('about.whoText')}</p>
            <p>{text('about.personalisedText')}</p>
          </div>
          <ul className={styles.stats} aria-label={text('claims.label')}>
            {claimsInText(shopClaims(settings), text)
              .slice(0, 3)
              .map((claim) => (
                <li key={claim.label} className={styles.stat}>
                  <span className={styles.statValue}>{claim.value}</span>
                  <span className={styles.statLabel}>{claim.label}</span>
                </li>
              ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="policies">
        <h2 id="policies" className={styles.heading}>
          {text('about.policies')}
        </h2>
        <PolicyTabs />
      </section>

      <section className={styles.section} aria-labelledby="why-choose">
        <h2 id="why-choose" className={styles.heading}>
          {text('about.whyChoose', { shopName: settings.shopName })}
        </h2>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <span className={styles.reasonIcon}>{reason.icon}</span>
              <h3 className={styles.reasonTitle}>{text(reason.title)}</h3>
              <p className={styles.reasonText}>
                {text(reason.text, {
                  processing: text('order.processingTime'),
                  courier: text('order.courierTime'),
                })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.contact}`} aria-labelledby="get-in-touch">
        <h2 id="get-in-touch" className={styles.heading}>
          {text('about.getInTouch')}
        </h2>
        <div className={styles.contactGrid}>
          <div className={styles.contactItem}>
            <h3 className={styles.contactLabel}>{text('about.email')}</h3>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </div>
          <div className={styles.contactItem}>
            <h3 className={styles.contactLabel}>{text('about.phone')}</h3>
            <a href={phoneLink(settings.phone)} dir="ltr">
              {settings.phone}
            </a>
          </div>
          <div className={styles.contactItem}>
            <h3 className={styles.contactLabel}>{text('footer.businessHours')}</h3>
            <BusinessHours className={styles.hours} />
          </div>
        </div>
      </section>
    </div>
  );
}
