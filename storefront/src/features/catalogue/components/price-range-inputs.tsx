import { isPriceText } from '../lib/filters';
import styles from './filter-panel.module.css';

interface PriceRangeInputsProps {
  minText: string;
  maxText: string;
  onMinChange: (text: string) => void;
  onMaxChange: (text: string) => void;
}

/** Min and max price as text: only digits or nothing get through, so a stray letter changes nothing. */
export function PriceRangeInputs({ minText, maxText, onMinChange, onMaxChange }: PriceRangeInputsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Price range (Rs.)</legend>
      <div className={styles.priceRow}>
        <PriceInput label="Min" text={minText} onChange={onMinChange} />
        <span className={styles.priceDash} aria-hidden="true">
          –
        </span>
        <PriceInput label="Max" text={maxText} onChange={onMaxChange} />
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
