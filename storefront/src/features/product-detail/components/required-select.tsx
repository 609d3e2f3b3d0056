import type { ReactNode } from 'react';
import styles from './purchase-options.module.css';

interface RequiredSelectProps {
  /** The id its label points at; the error's id is made from it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The empty first choice, e.g. 'Select a size'. */
  placeholder: string;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A purchase option's required dropdown with its error below it (size, frame colour). */
export function RequiredSelect({ id, value, onChange, error, placeholder, children }: RequiredSelectProps) {
  return (
    <>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
