import type { ReactNode } from 'react';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  /** The most that may be chosen: the item's stock. */
  max: number;
  onChange: (quantity: number) => void;
  /** The fieldset's legend, shown or visually hidden by the caller. */
  legend: ReactNode;
  /** Names the buttons' item ("Increase quantity of …") where a page lists several. */
  itemName?: string;
  disabled?: boolean;
  /** The product page's larger buttons. */
  large?: boolean;
  className?: string;
}

/** A quantity from 1 to the stock: below 1 and above the stock are not offered (spec: 'maximum the stock'). */
export function QuantityStepper({
  value,
  max,
  onChange,
  legend,
  itemName,
  disabled = false,
  large = false,
  className,
}: QuantityStepperProps) {
  const of = itemName ? ` of ${itemName}` : '';
  return (
    <fieldset
      className={`${styles.field} ${large ? styles.large : ''} ${className ?? ''}`}
      disabled={disabled}
    >
      {legend}
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => onChange(value - 1)}
          disabled={disabled || value <= 1}
          aria-label={`Decrease quantity${of}`}
        >
          −
        </button>
        <output className={styles.value} aria-live="polite" aria-label={itemName ? undefined : 'Quantity'}>
          {value}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => onChange(value + 1)}
          disabled={disabled || value >= max}
          aria-label={`Increase quantity${of}`}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
