import { zodResolver } from '@hookform/resolvers/zod';
import { type OrderTrackingQuery, orderTrackingQuerySchema } from '@shop/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import form from '@/styles/form-field.module.css';
import styles from '../track-order-page.module.css';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { type PageMessageKey, usePageText } from '@/lib/i18n/page-texts';

const FIELDS = [
  { name: 'number', label: 'tracking.orderNumber', autoComplete: 'off' },
  { name: 'phone', label: 'tracking.phoneAtCheckout', autoComplete: 'tel' },
] as const satisfies readonly {
  name: keyof OrderTrackingQuery;
  label: PageMessageKey;
  autoComplete: string;
}[];

/** The order number and the checkout phone: both needed to see an order. */
export function TrackOrderForm({ onLookUp }: { onLookUp: (query: OrderTrackingQuery) => void }) {
  const id = useId();
  const text = usePageText();
  const sayRule = useRuleText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OrderTrackingQuery>({
    resolver: zodResolver(orderTrackingQuerySchema),
    defaultValues: { number: '', phone: '' },
  });
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onLookUp)}
      noValidate
      aria-label={text('tracking.findYourOrder')}
    >
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors[field.name]?.message;
        return (
          <div key={field.name} className={form.field}>
            <label htmlFor={inputId} className={form.label}>
              {text(field.label)}
            </label>
            <input
              id={inputId}
              className={form.input}
              // Order and phone numbers read left to right on the Urdu page too.
              dir="ltr"
              autoComplete={field.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              {...register(field.name)}
            />
            {error && (
              <p id={`${inputId}-error`} className={form.error}>
                {sayRule(error)}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className={styles.button}>
        {text('tracking.trackOrder')}
      </button>
    </form>
  );
}
