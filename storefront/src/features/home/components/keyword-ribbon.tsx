import { RIBBON_KEYWORDS } from '../lib/ribbon-keywords';
import styles from './keyword-ribbon.module.css';
import { useText } from '@/lib/i18n/use-text';

function KeywordRun({ hidden }: { hidden?: boolean }) {
  return (
    <ul className={styles.run} aria-hidden={hidden || undefined}>
      {RIBBON_KEYWORDS.map((keyword) => (
        <li key={keyword} className={styles.keyword}>
          {keyword}
        </li>
      ))}
    </ul>
  );
}

/**
 * Two crossed diagonal bands of themes scrolling in opposite directions, one 20 s loop each (spec point 2).
 * Each band holds its list twice so the loop has no seam; screen readers get the list once.
 */
export function KeywordRibbon() {
  const text = useText();
  return (
    <section className={styles.ribbon} aria-label={text('home.themesWePrint')}>
      <div className={`${styles.band} ${styles.back}`} aria-hidden="true">
        <div className={`${styles.marquee} ${styles.reverse}`}>
          <KeywordRun />
          <KeywordRun />
        </div>
      </div>
      <div className={`${styles.band} ${styles.front}`}>
        <div className={styles.marquee}>
          <KeywordRun />
          <KeywordRun hidden />
        </div>
      </div>
    </section>
  );
}
