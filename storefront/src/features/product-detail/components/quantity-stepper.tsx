import styles from './purchase-options.module.css';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** Quantity from 1 to the stock (spec point 5). */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  return (
    <fieldset className={styles.quantity} disabled={disabled}>
      <legend className={styles.label}>Quantity</legend>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => onChange(value - 1)}
          disabled={disabled || value <= 1}
          aria-label="Decrease quantity"
        >
          −
        </button>
        <output className={styles.quantityValue} aria-live="polite" aria-label="Quantity">
          {value}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => onChange(value + 1)}
          disabled={disabled || value >= max}
          aria-label="Increase quantity"
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
