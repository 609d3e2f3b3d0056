import { COURIER_DELIVERY_TIME, PROCESSING_TIME, shopClaims } from '@shop/contracts';
import type { ReactNode } from 'react';
import { BusinessHours } from '@/components/business-hours';
import { LineIcon } from '@/components/line-icon';
import { PageHero } from '@/components/page-hero';
import { useDocumentTitle } from '@/components/use-document-title';
import { useShopSettings } from '@/api/shop-settings';
import { phoneLink } from '@/lib/shop-links';
import styles from './about-page.module.css';
import { PolicyTabs } from './components/policy-tabs';

const REASONS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Fast Delivery',
    text: `Orders leave us within ${PROCESSING_TIME} and reach you by courier within ${COURIER_DELIVERY_TIME}, anywhere in the country.`,
    icon: (
      <LineIcon>
        <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z" />
        <circle cx="7" cy="17.5" r="1.8" />
        <circle cx="17" cy="17.5" r="1.8" />
      </LineIcon>
    ),
  },
  {
    title: 'Premium Quality',
    text: 'Waterproof prints on high quality photo paper, aesthetic frames and stickers that stick.',
    icon: (
      <LineIcon>
        <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
      </LineIcon>
    ),
  },
  {
    title: 'Customer First',
    text: 'Real people answer your messages, and we make it right when something goes wrong.',
    icon: (
      <LineIcon>
        <path d="M12 20.5s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.3a4.5 4.5 0 0 1 7.5 3.2c0 5.4-7.5 10-7.5 10z" />
      </LineIcon>
    ),
  },
];

/** The About page (spec point 2): who we are, numbers, policies, why us, and how to reach us. */
export function AboutPage() {
  useDocumentTitle('About Us');
  const settings = useShopSettings();
  return (
    <div className={styles.page}>
      <PageHero eyebrow="About Us" title={settings.shopName}>
        {settings.tagline}
      </PageHero>

      <section className={styles.section} aria-labelledby="who-we-are">
        <div className={styles.who}>
          <div>
            <h2 id="who-we-are" className={styles.heading}>
              Who We Are
            </h2>
            <p>
              We are a small team of designers and printers who believe the walls around you should tell your
              story. From posters and framed prints to polaroids, stickers and Nikkah-Nama certificates, every
              piece is printed with care and checked by hand before it leaves us.
            </p>
            <p>
              Many of our designs can be personalised with your names, dates and photos, so a gift or a
              keepsake becomes truly yours. We deliver by courier nationwide, with cash on delivery.
            </p>
          </div>
          <ul className={styles.stats} aria-label="Our shop in numbers">
            {shopClaims(settings)
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
          Our Policies &amp; Terms
        </h2>
        <PolicyTabs />
      </section>

      <section className={styles.section} aria-labelledby="why-choose">
        <h2 id="why-choose" className={styles.heading}>
          Why Choose {settings.shopName}
        </h2>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <span className={styles.reasonIcon}>{reason.icon}</span>
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p className={styles.reasonText}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.contact}`} aria-labelledby="get-in-touch">
        <h2 id="get-in-touch" className={styles.heading}>
          Get In Touch
        </h2>
        <div className={styles.contactGrid}>
          <div className={styles.contactItem}>
            <h3 className={styles.contactLabel}>E-mail</h3>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </div>
          <div className={styles.contactItem}>
            <h3 className={styles.contactLabel}>Phone</h3>
            <a href={phoneLink(settings.phone)} dir="ltr">
              {settings.phone}
            </a>
          </div>
          <div className={styles.contactItem}>
            <h3 className={styles.contactLabel}>Business hours</h3>
            <BusinessHours className={styles.hours} />
          </div>
        </div>
      </section>
    </div>
  );
}
