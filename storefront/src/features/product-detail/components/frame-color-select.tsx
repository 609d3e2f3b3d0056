import { useId } from 'react';
import styles from './purchase-options.module.css';

interface FrameColorSelectProps {
  colors: readonly string[];
  value: string;
  onChange: (color: string) => void;
  error?: string;
}

/** The frame colour dropdown for framed items (spec point 2). */
export function FrameColorSelect({ colors, value, onChange, error }: FrameColorSelectProps) {
  const id = useId();
  return (
    <div className={styles.option}>
      <label htmlFor={id} className={styles.label}>
        Frame Color{' '}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Select a frame color</option>
        {colors.map((color) => (
          <option key={color} value={color}>
            {color}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
