import { useId } from 'react';
import { shortDescription } from '../lib/text-cuts';
import styles from './detail-sections.module.css';
import { FoldingText } from './folding-text';
import { usePageText } from '@/lib/i18n/page-texts';

/** The description, cut at 200 characters with Read More / Show Less (spec point 9). */
export function DescriptionBlock({ description }: { description: string }) {
  const headingId = useId();
  const text = usePageText();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {text('detail.description')}
      </h2>
      <FoldingText
        text={description}
        cut={shortDescription(description)}
        className={styles.description}
        labels={{ more: text('detail.readMore'), less: text('detail.showLess') }}
      />
    </section>
  );
}
