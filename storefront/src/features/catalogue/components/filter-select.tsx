import { useId } from 'react';
import styles from './filter-panel.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly string[];
  /** The first option, meaning 'any'. */
  anyLabel: string;
  /** How an option reads, when not as its value. */
  labelOf?: (option: string) => string;
  onChange: (value: string) => void;
}

/** A labelled single-choice filter; an empty one says 'No options available' (spec point 2). */
export function FilterSelect({ label, value, options, anyLabel, labelOf, onChange }: FilterSelectProps) {
  const id = useId();
  const empty = options.length === 0;
  const text = usePageText();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={empty ? '' : value}
        disabled={empty}
        onChange={(event) => onChange(event.target.value)}
      >
        {empty ? (
          <option value="">{text('filters.noOptions')}</option>
        ) : (
          <>
            <option value="">{anyLabel}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {labelOf ? labelOf(option) : option}
              </option>
            ))}
          </>
        )}
      </select>
    </div>
  );
}
