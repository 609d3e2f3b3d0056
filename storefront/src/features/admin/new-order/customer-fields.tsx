import { ORDER_SOURCE_LABELS, ORDER_SOURCES, type StaffOrderInput } from '@shop/contracts';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import form from '@/styles/form-field.module.css';
import styles from './new-order.module.css';

/** What the form holds beside the lines: the customer and where the order came from. */
export type CustomerDraft = Pick<StaffOrderInput, 'customer' | 'source'>;

const FIELDS = [
  { name: 'name', label: 'Name', required: true, type: 'text', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'off' },
  { name: 'email', label: 'Email', required: false, type: 'email', autoComplete: 'off' },
  { name: 'address', label: 'Address', required: true, type: 'text', autoComplete: 'off' },
  { name: 'city', label: 'City', required: true, type: 'text', autoComplete: 'off' },
  { name: 'country', label: 'Country', required: true, type: 'text', autoComplete: 'off' },
] as const;

/** The customer's details (e-mail optional) and the order's source, checked by the server's own rules. */
export function CustomerFields({ draft }: { draft: UseFormReturn<CustomerDraft> }) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = draft;
  const sourceError = errors.source?.message;
  return (
    <fieldset className={styles.customer}>
      <legend className={form.label}>Customer</legend>
      <div className={form.field}>
        <label htmlFor={`${id}-source`} className={form.label}>
          Ordered by *
        </label>
        <select
          id={`${id}-source`}
          className={form.input}
          aria-invalid={sourceError ? true : undefined}
          {...register('source')}
        >
          {ORDER_SOURCES.map((source) => (
            <option key={source} value={source}>
              {ORDER_SOURCE_LABELS[source]}
            </option>
          ))}
        </select>
        {sourceError && <p className={form.error}>{sourceError}</p>}
      </div>
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors.customer?.[field.name]?.message;
        return (
          <div key={field.name} className={form.field}>
            <label htmlFor={inputId} className={form.label}>
              {field.label}
              {field.required ? ' *' : ' (Optional)'}
            </label>
            <input
              id={inputId}
              type={field.type}
              className={form.input}
              autoComplete={field.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              {...register(`customer.${field.name}`)}
            />
            {error && (
              <p id={`${inputId}-error`} className={form.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
