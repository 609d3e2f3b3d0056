import { useId, useState } from 'react';
import styles from './detail-sections.module.css';

interface FoldingTextProps {
  /** The whole text. */
  text: string;
  /** The text as cut (spec point 9), and whether it is shorter than the whole. */
  cut: { text: string; isCut: boolean };
  className: string;
  /** The button's words when folded and when unfolded. */
  labels: { more: string; less: string };
}

/** A text shown cut, with a button that unfolds it and folds it again (the description, a review). */
export function FoldingText({ text, cut, className, labels }: FoldingTextProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <>
      <p id={textId} className={className}>
        {expanded ? text : cut.text}
      </p>
      {cut.isCut && (
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={textId}
        >
          {expanded ? labels.less : labels.more}
        </button>
      )}
    </>
  );
}
