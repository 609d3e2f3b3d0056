import type { ShopSettings } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useShopSettings } from '@/api/shop-settings';
import { LineIcon } from '@/components/line-icon';
import { phoneLink } from '@/lib/shop-links';
import { chatHref, hoursInOneLine } from '../lib/contact-info';
import styles from './contact-cards.module.css';
import { type PageTextOf, usePageText } from '@/lib/i18n/page-texts';

interface ContactCard {
  title: string;
  text: string;
  action: string;
  /** A phone number reads left to right on the Urdu page too. */
  actionDir?: 'ltr';
  href: string;
  external?: boolean;
  icon: ReactNode;
}

function contactCards(settings: ShopSettings, text: PageTextOf): ContactCard[] {
  return [
    {
      title: text('contact.callUs'),
      text: hoursInOneLine(settings),
      action: settings.phone,
      actionDir: 'ltr',
      href: phoneLink(settings.phone),
      icon: (
        <LineIcon>
          <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
        </LineIcon>
      ),
    },
    {
      title: text('contact.emailUs'),
      text: text('contact.replyWithin24'),
      action: settings.email,
      href: `mailto:${settings.email}`,
      icon: (
        <LineIcon>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 7l9 6 9-6" />
        </LineIcon>
      ),
    },
    {
      title: text('contact.chatWithUs'),
      text: text('contact.quickHelp'),
      action: text('contact.startChat'),
      href: chatHref(settings),
      external: true,
      icon: (
        <LineIcon>
          <path d="M4 5h16v11H9l-5 4z" />
          <path d="M8 10h8M8 13h5" />
        </LineIcon>
      ),
    },
  ];
}

/** Call, email and chat (spec point 2, 'Contact Us page'). */
export function ContactCards() {
  const settings = useShopSettings();
  const text = usePageText();
  return (
    <ul className={styles.cards} aria-label={text('contact.waysToReachUs')}>
      {contactCards(settings, text).map((card) => (
        <li key={card.title} className={styles.card}>
          <span className={styles.icon}>{card.icon}</span>
          <h2 className={styles.title}>{card.title}</h2>
          <p className={styles.text}>{card.text}</p>
          <a
            className={styles.link}
            href={card.href}
            dir={card.actionDir}
            {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {card.action}
            {card.external && <span className="visually-hidden">{` ${text('footer.opensInNewTab')}`}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
