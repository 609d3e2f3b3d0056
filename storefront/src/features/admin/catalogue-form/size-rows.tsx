import type { SizeRowDraft } from './catalogue-draft';
import styles from './catalogue-form.module.css';

interface SizeRowsProps {
  sizes: readonly SizeRowDraft[];
  labelDisabled: boolean;
  actualPriceRequired?: boolean;
  onChange: (index: number, field: keyof SizeRowDraft, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** Rows of size label, actual price and discounted price; the label is not asked for Polaroids and Stickers. */
export function SizeRows({
  sizes,
  labelDisabled,
  actualPriceRequired,
  onChange,
  onAdd,
  onRemove,
}: SizeRowsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Sizes &amp; Prices</legend>
      <div className={styles.sizeList}>
        {sizes.map((row, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
            <div key={index} className={styles.sizeRow}>
              <label className={styles.field}>
                <span className={styles.smallLabel}>Size</span>
                <input
                  className={styles.control}
                  aria-label={`Size ${n}`}
                  placeholder={labelDisabled ? 'Not needed' : 'e.g. A4'}
                  value={labelDisabled ? '' : row.size}
                  disabled={labelDisabled}
                  onChange={(event) => onChange(index, 'size', event.target.value)}
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
                  value={row.actualPrice}
                  onChange={(event) => onChange(index, 'actualPrice', event.target.value)}
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
                  value={row.discountedPrice}
                  onChange={(event) => onChange(index, 'discountedPrice', event.target.value)}
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
