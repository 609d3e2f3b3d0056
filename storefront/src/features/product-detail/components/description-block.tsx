import { useId, useState } from 'react';
import { shortDescription } from '../lib/text-cuts';
import styles from './detail-sections.module.css';

/** The description, cut at 200 characters with Read More / Show Less (spec point 9). */
export function DescriptionBlock({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const { text, isCut } = shortDescription(description);
  return (
    <section className={styles.section} aria-labelledby={`${textId}-heading`}>
      <h2 id={`${textId}-heading`} className={styles.heading}>
        Description
      </h2>
      <p id={textId} className={styles.description}>
        {expanded ? description : text}
      </p>
      {isCut && (
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={textId}
        >
          {expanded ? 'Show Less' : 'Read More'}
        </button>
      )}
    </section>
  );
}
