import type { ReactNode } from 'react';
import { LineIcon } from '@/components/line-icon';
import styles from './quality-assurance.module.css';
import { type MessageKey, useText } from '@/lib/i18n/use-text';

interface QualityCard {
  title: MessageKey;
  text: MessageKey;
  icon: ReactNode;
}

/** The three promises of spec point 1. */
const QUALITY_CARDS: QualityCard[] = [
  {
    title: 'quality.madeForYou',
    text: 'quality.madeForYouText',
    icon: (
      <LineIcon>
        <path d="M12 20.5s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.3a4.5 4.5 0 0 1 7.5 3.2c0 5.4-7.5 10-7.5 10z" />
      </LineIcon>
    ),
  },
  {
    title: 'quality.topTier',
    text: 'quality.topTierText',
    icon: (
      <LineIcon>
        <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
      </LineIcon>
    ),
  },
  {
    title: 'quality.customDesigns',
    text: 'quality.customDesignsText',
    icon: (
      <LineIcon>
        <path d="M4 20l4.5-1 10-10a2.1 2.1 0 0 0-3-3l-10 10z" />
        <path d="M13.5 7.5l3 3" />
      </LineIcon>
    ),
  },
];

export function QualityAssurance() {
  const text = useText();
  return (
    <section className={styles.section} aria-labelledby="quality-title">
      <h2 id="quality-title" className={styles.title}>
        {text('quality.title')}
      </h2>
      <p className={styles.subtitle}>{text('quality.subtitle')}</p>
      <ul className={styles.cards}>
        {QUALITY_CARDS.map((card) => (
          <li key={card.title} className={styles.card}>
            <span className={styles.icon}>{card.icon}</span>
            <h3 className={styles.cardTitle}>{text(card.title)}</h3>
            <p className={styles.cardText}>{text(card.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
