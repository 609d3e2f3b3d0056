import type { ShopSettings } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useShopSettings } from '@/api/shop-settings';
import { LineIcon } from '@/components/line-icon';
import { phoneLink } from '@/lib/shop-links';
import { chatHref, hoursInOneLine } from '../lib/contact-info';
import styles from './contact-cards.module.css';

interface ContactCard {
  title: string;
  text: string;
  action: string;
  href: string;
  external?: boolean;
  icon: ReactNode;
}

function contactCards(settings: ShopSettings): ContactCard[] {
  return [
    {
      title: 'Call Us',
      text: hoursInOneLine(settings),
      action: settings.phone,
      href: phoneLink(settings.phone),
      icon: (
        <LineIcon>
          <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
        </LineIcon>
      ),
    },
    {
      title: 'Email Us',
      text: 'We reply within 24 hours',
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
      title: 'Chat With Us',
      text: 'Quick help with your order',
      action: 'Start a chat',
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
  return (
    <ul className={styles.cards} aria-label="Ways to reach us">
      {contactCards(settings).map((card) => (
        <li key={card.title} className={styles.card}>
          <span className={styles.icon}>{card.icon}</span>
          <h2 className={styles.title}>{card.title}</h2>
          <p className={styles.text}>{card.text}</p>
          <a
            className={styles.link}
            href={card.href}
            {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {card.action}
            {card.external && <span className="visually-hidden"> (opens in a new tab)</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
