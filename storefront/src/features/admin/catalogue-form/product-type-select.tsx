import { PRODUCT_TYPES, type ProductType } from '@shop/contracts';
import { isProductType } from './catalogue-draft';
import styles from './catalogue-form.module.css';

interface ProductTypeSelectProps {
  value: ProductType | '';
  onChoose: (category: ProductType | '') => void;
}

/** The product type (the API's category): Posters, Frames, Polaroids... */
export function ProductTypeSelect({ value, onChoose }: ProductTypeSelectProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>
        Product Type <span aria-hidden="true">*</span>
      </span>
      <select
        className={styles.control}
        value={value}
        required
        onChange={(event) => onChoose(isProductType(event.target.value) ? event.target.value : '')}
      >
        <option value="">Select product type</option>
        {PRODUCT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </label>
  );
}
