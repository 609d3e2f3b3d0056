import { PageHero } from '@/components/page-hero';
import { useDocumentTitle } from '@/components/use-document-title';
import { ContactAside } from './components/contact-aside';
import { ContactCards } from './components/contact-cards';
import { ContactForm } from './components/contact-form';
import styles from './contact-page.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

/** /contact-us: header, call/email/chat cards, the message form and the store's details (spec point 2). */
export function ContactPage() {
  const text = usePageText();
  useDocumentTitle(text('nav.contact'));
  return (
    <div className={styles.page}>
      <PageHero eyebrow={text('nav.contact')} title={text('contact.heroTitle')}>
        {text('contact.heroText')}
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
