import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import styles from './home-section.module.css';

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle: string;
  busy: boolean;
  /** Controls beside the title (the layout toggle). */
  tools?: ReactNode;
  /** The button under the section, to the whole list. */
  more: { to: string; label: string };
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A home page section: its title and subtitle, what it shows, and a button to the whole list (spec point 2). */
export function HomeSection({ id, title, subtitle, busy, tools, more, children, ref }: HomeSectionProps) {
  return (
    <section ref={ref} className={styles.section} aria-labelledby={id} aria-busy={busy}>
      <div className={styles.head}>
        <div>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        {tools}
      </div>
      {children}
      <div className={styles.actions}>
        <Link to={more.to} className={styles.button}>
          {more.label}
        </Link>
      </div>
    </section>
  );
}
