import { useId } from 'react';
import styles from './purchase-options.module.css';
import { RequiredSelect } from './required-select';

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
      <RequiredSelect
        id={id}
        value={value}
        onChange={onChange}
        error={error}
        placeholder="Select a frame color"
      >
        {colors.map((color) => (
          <option key={color} value={color}>
            {color}
          </option>
        ))}
      </RequiredSelect>
    </div>
  );
}
