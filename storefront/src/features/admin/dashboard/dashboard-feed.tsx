import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dashboard.module.css';

interface DashboardFeedProps<Item> {
  title: string;
  /** The staff screen that lists them all; each entry links there too. */
  to: string;
  allLabel: string;
  emptyText: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** An entry's lines: its title, a summary and its date. */
  entry: (item: Item) => ReactNode;
}

/** A dashboard panel of the newest few of something, each linking to the screen that has them all. */
export function DashboardFeed<Item>({
  title,
  to,
  allLabel,
  emptyText,
  items,
  keyOf,
  entry,
}: DashboardFeedProps<Item>) {
  return (
    <section className={styles.panel} aria-label={title}>
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{title}</h2>
        <Link to={to}>{allLabel}</Link>
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.feed}>
          {items.map((item) => (
            <li key={keyOf(item)}>
              <Link to={to} className={styles.feedLink}>
                {entry(item)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
