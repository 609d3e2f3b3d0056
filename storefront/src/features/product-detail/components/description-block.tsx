import { useId } from 'react';
import { shortDescription } from '../lib/text-cuts';
import styles from './detail-sections.module.css';
import { FoldingText } from './folding-text';

/** The description, cut at 200 characters with Read More / Show Less (spec point 9). */
export function DescriptionBlock({ description }: { description: string }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Description
      </h2>
      <FoldingText
        text={description}
        cut={shortDescription(description)}
        className={styles.description}
        labels={{ more: 'Read More', less: 'Show Less' }}
      />
    </section>
  );
}
