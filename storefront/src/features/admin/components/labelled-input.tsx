import type { ComponentProps } from 'react';
import styles from './labelled-input.module.css';

type LabelledInputProps = ComponentProps<'input'> & {
  label: string;
  /** The field's error, shown under it and read with it. */
  error?: string;
  /** The id of the error's text, unique on the page. */
  errorId: string;
};

/** A required input inside its label, with its error below (the login and set-password cards). */
export function LabelledInput({ label, error, errorId, ...input }: LabelledInputProps) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        required
        {...input}
      />
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
