import type { Customer } from '@shop/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import form from '@/styles/form-field.module.css';
import styles from '../checkout-page.module.css';
import { type PageMessageKey, usePageText } from '@/lib/i18n/page-texts';

const FIELDS: {
  name: keyof Customer;
  label: PageMessageKey;
  type: string;
  autoComplete: string;
  wide?: boolean;
}[] = [
  { name: 'name', label: 'checkout.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'checkout.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'checkout.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'checkout.address', type: 'text', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'checkout.city', type: 'text', autoComplete: 'address-level2' },
  { name: 'country', label: 'checkout.country', type: 'text', autoComplete: 'country-name' },
];

interface CustomerFieldsProps {
  register: UseFormRegister<Customer>;
  errors: FieldErrors<Customer>;
}

/** Name, email, phone, address, city and country, all required (spec point 5, 'Checkout'). */
export function CustomerFields({ register, errors }: CustomerFieldsProps) {
  const text = usePageText();
  return (
    <div className={styles.fields}>
      {FIELDS.map((field) => (
        <div key={field.name} className={field.wide ? `${form.field} ${styles.wide}` : form.field}>
          <label htmlFor={`checkout-${field.name}`} className={form.label}>
            {text(field.label)}{' '}
            <span className={form.required} aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`checkout-${field.name}`}
            className={form.input}
            type={field.type}
            // Phone numbers and e-mail addresses read left to right on the Urdu page too.
            dir={field.type === 'tel' || field.type === 'email' ? 'ltr' : undefined}
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
