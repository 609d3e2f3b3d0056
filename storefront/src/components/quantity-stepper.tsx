import type { ReactNode } from 'react';
import styles from './quantity-stepper.module.css';
import { useText } from '@/lib/i18n/use-text';

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
  const text = useText();
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
          aria-label={itemName ? text('quantity.decreaseOf', { name: itemName }) : text('quantity.decrease')}
        >
          −
        </button>
        <output
          className={styles.value}
          aria-live="polite"
          aria-label={itemName ? undefined : text('quantity.label')}
        >
          {value}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => onChange(value + 1)}
          disabled={disabled || value >= max}
          aria-label={itemName ? text('quantity.increaseOf', { name: itemName }) : text('quantity.increase')}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
