import type { CatalogueDraft } from '@shop/contracts';
import { useFormContext } from 'react-hook-form';
import styles from './catalogue-form.module.css';

interface SizeRowsProps {
  /** The rows of the form's `sizes` field array (their ids key the rows). */
  rows: readonly { id: string }[];
  labelDisabled: boolean;
  actualPriceRequired?: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** Rows of size label, actual price and discounted price; the label is not asked for Polaroids and Stickers. */
export function SizeRows({ rows, labelDisabled, actualPriceRequired, onAdd, onRemove }: SizeRowsProps) {
  const { register } = useFormContext<CatalogueDraft>();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Sizes &amp; Prices</legend>
      <div className={styles.sizeList}>
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <div key={row.id} className={styles.sizeRow}>
              <label className={styles.field}>
                <span className={styles.smallLabel}>Size</span>
                <input
                  className={styles.control}
                  aria-label={`Size ${n}`}
                  placeholder={labelDisabled ? 'Not needed' : 'e.g. A4'}
                  {...register(`sizes.${index}.size`)}
                  disabled={labelDisabled}
                />
              </label>
              <label className={styles.field}>
                <span className={styles.smallLabel}>Actual Price (Rs.)</span>
                <input
                  className={styles.control}
                  aria-label={`Actual price ${n}`}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  required={actualPriceRequired}
                  {...register(`sizes.${index}.actualPrice`)}
                />
              </label>
              <label className={styles.field}>
                <span className={styles.smallLabel}>Discounted Price (Rs.)</span>
                <input
                  className={styles.control}
                  aria-label={`Discounted price ${n}`}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  {...register(`sizes.${index}.discountedPrice`)}
                />
              </label>
              <button
                type="button"
                className={styles.removeRow}
                onClick={() => onRemove(index)}
                aria-label={`Remove size ${n}`}
              >
                Remove
              </button>
            </div>
          );
        })}
      </div>
      <button type="button" className={styles.addButton} onClick={onAdd}>
        + Add Size
      </button>
    </fieldset>
  );
}
