import styles from './cart-line-item.module.css';

interface QuantityControlProps {
  name: string;
  value: number;
  /** The most the line may hold: the item's stock. */
  max: number;
  onChange: (quantity: number) => void;
}

/** The cart line's quantity stepper; below 1 and above the stock are not offered (spec: 'maximum the stock'). */
export function QuantityControl({ name, value, max, onChange }: QuantityControlProps) {
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
        disabled={value >= max}
        aria-label={`Increase quantity of ${name}`}
      >
        +
      </button>
    </fieldset>
  );
}
