import { PageHero } from '@/components/page-hero';
import { useDocumentTitle } from '@/components/use-document-title';
import { ContactAside } from './components/contact-aside';
import { ContactCards } from './components/contact-cards';
import { ContactForm } from './components/contact-form';
import styles from './contact-page.module.css';

/** /contact-us: header, call/email/chat cards, the message form and the store's details (spec point 2). */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <div className={styles.page}>
      <PageHero eyebrow="Contact Us" title="We'd Love to Hear From You">
        Questions about an order, a custom design or a bulk gift? Send us a message and we'll get back to you
        within 24 hours.
      </PageHero>
      <div className={styles.section}>
        <ContactCards />
      </div>
      <div className={`${styles.section} ${styles.layout}`}>
        <ContactForm />
        <ContactAside />
      </div>
    </div>
  );
}
