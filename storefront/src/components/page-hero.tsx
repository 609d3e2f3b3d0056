import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  /** The small upper-case line above the title: the page's name. */
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** The maroon banner that opens the About and Contact pages. */
export function PageHero({ eyebrow, title, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{children}</p>
    </header>
  );
}
