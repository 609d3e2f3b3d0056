import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ShopSettings,
  type ShopSettingsDraft,
  type ShopSettingsInput,
  shopSettingsInputSchema,
} from '@shop/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import form from '@/styles/form-field.module.css';
import ui from '../components/admin-ui.module.css';
import { DraftRestoredNotice } from '../components/draft-restored-notice';
import { useSessionDraft } from '../lib/use-session-draft';
import { DeliveryFields } from './delivery-fields';
import { SETTINGS_FIELDS } from './settings-fields';
import styles from './shop-settings.module.css';

interface ShopSettingsFormProps {
  settings: ShopSettings;
  onSave: (input: ShopSettingsInput) => Promise<void>;
}

/** Every detail of the shop, checked by the same rules the server applies. */
export function ShopSettingsForm({ settings, onSave }: ShopSettingsFormProps) {
  const id = useId();
  const settingsForm = useForm<ShopSettingsDraft, unknown, ShopSettingsInput>({
    resolver: zodResolver(shopSettingsInputSchema),
    defaultValues: settings,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = settingsForm;
  const restored = useSessionDraft(settingsForm);

  return (
    <form className={`${ui.card} ${styles.form}`} onSubmit={handleSubmit(onSave)} noValidate>
      {restored && <DraftRestoredNotice />}
      {SETTINGS_FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors[field.name]?.message;
        const describedBy = [field.hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean);
        const common = {
          id: inputId,
          className: form.input,
          required: field.required,
          autoComplete: field.autoComplete ?? 'off',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
          ...register(field.name),
        };
        return (
          <div key={field.name} className={form.field}>
            <label htmlFor={inputId} className={form.label}>
              {field.label}
              {field.required && (
                <span className={form.required} aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            {field.multiline ? (
              <textarea rows={3} {...common} />
            ) : (
              <input type={field.type ?? 'text'} {...common} />
            )}
            {field.hint && (
              <p id={`${inputId}-hint`} className={styles.hint}>
                {field.hint}
              </p>
            )}
            {error && (
              <p id={`${inputId}-error`} className={form.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <DeliveryFields settingsForm={settingsForm} />
      <div className={ui.actions}>
        <button type="submit" className={ui.button} disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}
