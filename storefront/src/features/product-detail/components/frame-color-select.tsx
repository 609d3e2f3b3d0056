import { useId } from 'react';
import styles from './purchase-options.module.css';
import { RequiredSelect } from './required-select';
import { usePageText } from '@/lib/i18n/page-texts';

interface FrameColorSelectProps {
  colors: readonly string[];
  value: string;
  onChange: (color: string) => void;
  error?: string;
}

/** The frame colour dropdown for framed items (spec point 2). */
export function FrameColorSelect({ colors, value, onChange, error }: FrameColorSelectProps) {
  const id = useId();
  const text = usePageText();
  return (
    <div className={styles.option}>
      <label htmlFor={id} className={styles.label}>
        {text('detail.frameColor')}{' '}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      <RequiredSelect
        id={id}
        value={value}
        onChange={onChange}
        error={error}
        placeholder={text('detail.selectFrameColor')}
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
