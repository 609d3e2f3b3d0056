import { PRODUCT_TYPES } from '@shop/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './catalogue-form.module.css';

/** The product type (the API's category): Posters, Frames, Polaroids... */
export function ProductTypeSelect({ registration }: { registration: UseFormRegisterReturn<'category'> }) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>
        Product Type <span aria-hidden="true">*</span>
      </span>
      <select className={styles.control} required {...registration}>
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
