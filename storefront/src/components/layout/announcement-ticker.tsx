import { isAnnouncedAt } from '@shop/contracts';
import type { CSSProperties } from 'react';
import { useAnnouncements } from '@/api/announcements';
import styles from './announcement-ticker.module.css';
import { useText } from '@/lib/i18n/use-text';

/** Spec point 2: one announcement crosses in 12 s; several, joined by a bullet, in 15 s. */
export const TICKER_SECONDS_ONE = 12;
export const TICKER_SECONDS_MANY = 15;
export const TICKER_SEPARATOR = ' • ';

/** The sticky announcement bar; nothing at all when there is nothing to announce now. */
export function AnnouncementTicker() {
  const announcements = useAnnouncements();
  const text = useText();
  const now = new Date();
  const messages = announcements
    .filter((a) => isAnnouncedAt(a, now))
    .map((a) => a.message.trim())
    .filter(Boolean);
  if (messages.length === 0) return null;

  const line = messages.join(TICKER_SEPARATOR);
  const seconds = messages.length === 1 ? TICKER_SECONDS_ONE : TICKER_SECONDS_MANY;
  return (
    <section className={styles.bar} aria-label={text('layout.announcements')}>
      <div className={styles.track} style={{ '--ticker-duration': `${seconds}s` } as CSSProperties}>
        <p className={styles.text} data-testid="ticker-text">
          {line}
        </p>
      </div>
    </section>
  );
}
