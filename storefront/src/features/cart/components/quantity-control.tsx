import { MAX_LINE_QUANTITY } from '../lib/cart-rules';
import styles from './cart-line-item.module.css';

interface QuantityControlProps {
  name: string;
  value: number;
  onChange: (quantity: number) => void;
}

/** The cart line's quantity stepper; below 1 is not offered. */
export function QuantityControl({ name, value, onChange }: QuantityControlProps) {
  return (
    <fieldset className={styles.stepper}>
      <legend className="visually-hidden">Quantity of {name}</legend>
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={`Decrease quantity of ${name}`}
      >
        −
      </button>
      <output className={styles.quantity} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(value + 1)}
        disabled={value >= MAX_LINE_QUANTITY}
        aria-label={`Increase quantity of ${name}`}
      >
        +
      </button>
    </fieldset>
  );
}
