import type { ReactNode } from 'react';
import { LineIcon } from '@/components/line-icon';
import styles from './quality-assurance.module.css';

interface QualityCard {
  title: string;
  text: string;
  icon: ReactNode;
}

/** The three promises of spec point 1. */
const QUALITY_CARDS: QualityCard[] = [
  {
    title: 'Made Just For U',
    text: 'Customize posters, Polaroids, Frames & stickers.',
    icon: (
      <LineIcon>
        <path d="M12 20.5s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.3a4.5 4.5 0 0 1 7.5 3.2c0 5.4-7.5 10-7.5 10z" />
      </LineIcon>
    ),
  },
  {
    title: 'Top Tier Quality',
    text: 'Durable waterproof prints, aesthetic frames, stickers that stick and high quality photo paper.',
    icon: (
      <LineIcon>
        <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
      </LineIcon>
    ),
  },
  {
    title: 'Custom Designs',
    text: 'From concept to creation, your unique ideas brought to life.',
    icon: (
      <LineIcon>
        <path d="M4 20l4.5-1 10-10a2.1 2.1 0 0 0-3-3l-10 10z" />
        <path d="M13.5 7.5l3 3" />
      </LineIcon>
    ),
  },
];

export function QualityAssurance() {
  return (
    <section className={styles.section} aria-labelledby="quality-title">
      <h2 id="quality-title" className={styles.title}>
        Our Product Quality Assurance
      </h2>
      <p className={styles.subtitle}>
        Experience the difference with our premium, personalized products designed just for you.
      </p>
      <ul className={styles.cards}>
        {QUALITY_CARDS.map((card) => (
          <li key={card.title} className={styles.card}>
            <span className={styles.icon}>{card.icon}</span>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText}>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
