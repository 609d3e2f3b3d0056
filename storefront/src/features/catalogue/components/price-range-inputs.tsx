import { isPriceText } from '../lib/filters';
import styles from './filter-panel.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

interface PriceRangeInputsProps {
  minText: string;
  maxText: string;
  onMinChange: (text: string) => void;
  onMaxChange: (text: string) => void;
}

/** Min and max price as text: only digits or nothing get through, so a stray letter changes nothing. */
export function PriceRangeInputs({ minText, maxText, onMinChange, onMaxChange }: PriceRangeInputsProps) {
  const text = usePageText();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{text('filters.priceRange')}</legend>
      <div className={styles.priceRow}>
        <PriceInput label={text('filters.min')} text={minText} onChange={onMinChange} />
        <span className={styles.priceDash} aria-hidden="true">
          –
        </span>
        <PriceInput label={text('filters.max')} text={maxText} onChange={onMaxChange} />
      </div>
    </fieldset>
  );
}

/** One bound: digits only, kept as typed (an empty box reads as 0). */
function PriceInput({
  label,
  text,
  onChange,
}: {
  label: string;
  text: string;
  onChange: (text: string) => void;
}) {
  return (
    <label className={styles.priceField}>
      <span className={styles.priceLabel}>{label}</span>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          if (isPriceText(event.target.value)) onChange(event.target.value);
        }}
      />
    </label>
  );
}
