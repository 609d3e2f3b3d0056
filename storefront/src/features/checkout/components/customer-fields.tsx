import type { Customer } from '@shop/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import form from '@/styles/form-field.module.css';
import styles from '../checkout-page.module.css';

const FIELDS: { name: keyof Customer; label: string; type: string; autoComplete: string; wide?: boolean }[] =
  [
    { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
    { name: 'address', label: 'Address', type: 'text', autoComplete: 'street-address', wide: true },
    { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
    { name: 'country', label: 'Country', type: 'text', autoComplete: 'country-name' },
  ];

interface CustomerFieldsProps {
  register: UseFormRegister<Customer>;
  errors: FieldErrors<Customer>;
}

/** Name, email, phone, address, city and country, all required (spec point 5, 'Checkout'). */
export function CustomerFields({ register, errors }: CustomerFieldsProps) {
  return (
    <div className={styles.fields}>
      {FIELDS.map((field) => (
        <div key={field.name} className={field.wide ? `${form.field} ${styles.wide}` : form.field}>
          <label htmlFor={`checkout-${field.name}`} className={form.label}>
            {field.label}{' '}
            <span className={form.required} aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`checkout-${field.name}`}
            className={form.input}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            aria-invalid={errors[field.name] ? true : undefined}
            {...register(field.name)}
          />
        </div>
      ))}
    </div>
  );
}
