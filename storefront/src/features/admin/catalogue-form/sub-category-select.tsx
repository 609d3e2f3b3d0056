import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './catalogue-form.module.css';

interface SubCategorySelectProps {
  options: readonly string[];
  registration: UseFormRegisterReturn<'subCategory'>;
}

/** The product category (the API's subCategory), offered only when the type has a list. */
export function SubCategorySelect({ options, registration }: SubCategorySelectProps) {
  if (options.length === 0) return null;
  return (
    <label className={styles.field}>
      <span className={styles.label}>Product Category</span>
      <select className={styles.control} {...registration}>
        <option value="">Select product category</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}
