import type { ShopSettingsDraft, ShopSettingsInput } from '@shop/contracts';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import form from '@/styles/form-field.module.css';
import ui from '../components/admin-ui.module.css';
import styles from './shop-settings.module.css';

type SettingsForm = UseFormReturn<ShopSettingsDraft, unknown, ShopSettingsInput>;

const AMOUNTS = [
  {
    name: 'flatDeliveryCharge',
    label: 'Delivery charge (Rs.)',
    hint: 'What delivery costs in every city not listed below',
  },
  {
    name: 'freeDeliveryFrom',
    label: 'Free delivery from (Rs.)',
    hint: 'Orders whose items add up to this or more travel free; leave blank for never',
  },
  {
    name: 'minimumOrder',
    label: 'Minimum order (Rs.)',
    hint: 'The smallest total accepted, delivery included',
  },
] as const;

/** The owner's delivery charges and minimum order (issue #34 item 7): the server prices every order by them. */
export function DeliveryFields({ settingsForm }: { settingsForm: SettingsForm }) {
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = settingsForm;
  const cities = useFieldArray({ control, name: 'cityDeliveryCharges' });
  const listError = errors.cityDeliveryCharges?.message ?? errors.cityDeliveryCharges?.root?.message;

  return (
    <fieldset className={styles.delivery}>
      <legend className={styles.legend}>Delivery and minimum order</legend>
      {AMOUNTS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors[field.name]?.message;
        return (
          <div key={field.name} className={form.field}>
            <label htmlFor={inputId} className={form.label}>
              {field.label}
            </label>
            <input
              id={inputId}
              className={form.input}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
              {...register(field.name)}
            />
            <p id={`${inputId}-hint`} className={styles.hint}>
              {field.hint}
            </p>
            {error && (
              <p id={`${inputId}-error`} className={form.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <p className={styles.hint}>
        Cities with their own delivery charge (letter case and spaces do not matter):
      </p>
      <ul className={styles.cities} aria-label="Cities with their own delivery charge">
        {cities.fields.map((entry, index) => {
          const rowErrors = errors.cityDeliveryCharges?.[index];
          const messages = [rowErrors?.city?.message, rowErrors?.charge?.message].filter(Boolean);
          return (
            <li key={entry.id} className={styles.city}>
              <input
                className={form.input}
                aria-label={`City ${index + 1}`}
                placeholder="City"
                autoComplete="off"
                aria-invalid={rowErrors?.city ? true : undefined}
                {...register(`cityDeliveryCharges.${index}.city`)}
              />
              <input
                className={form.input}
                aria-label={`Delivery charge for city ${index + 1} (Rs.)`}
                placeholder="Rs."
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                aria-invalid={rowErrors?.charge ? true : undefined}
                {...register(`cityDeliveryCharges.${index}.charge`)}
              />
              <button
                type="button"
                className={ui.buttonSmall}
                aria-label={`Remove city ${index + 1}`}
                onClick={() => cities.remove(index)}
              >
                Remove
              </button>
              {messages.map((message) => (
                <p key={message} className={`${form.error} ${styles.cityError}`}>
                  {message}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
      {listError && <p className={form.error}>{listError}</p>}
      <button
        type="button"
        className={ui.buttonSmall}
        onClick={() => cities.append({ city: '', charge: '' as unknown as number })}
      >
        Add a city
      </button>
    </fieldset>
  );
}
