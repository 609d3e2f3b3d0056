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
        <label className={styles.priceField}>
          <span className={styles.priceLabel}>Min</span>
          <input
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={minText}
            onChange={(event) => {
              if (isPriceText(event.target.value)) onMinChange(event.target.value);
            }}
          />
        </label>
        <span className={styles.priceDash} aria-hidden="true">
          –
        </span>
        <label className={styles.priceField}>
          <span className={styles.priceLabel}>Max</span>
          <input
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={maxText}
            onChange={(event) => {
              if (isPriceText(event.target.value)) onMaxChange(event.target.value);
            }}
          />
        </label>
      </div>
    </fieldset>
  );
}
