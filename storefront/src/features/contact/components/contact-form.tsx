import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessageInput, contactMessageInputSchema } from '@shop/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import form from '@/styles/form-field.module.css';
import { saveMessage } from '../api/save-message';
import styles from './contact-form.module.css';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { type PageMessageKey, pageText, usePageText } from '@/lib/i18n/page-texts';

const EMPTY: ContactMessageInput = { name: '', email: '', number: '', message: '' };

const FIELDS: {
  name: keyof ContactMessageInput;
  label: PageMessageKey;
  type?: string;
  autoComplete: string;
}[] = [
  { name: 'name', label: 'contact.fullName', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'contact.emailAddress', type: 'email', autoComplete: 'email' },
  { name: 'number', label: 'contact.phoneNumber', type: 'text', autoComplete: 'tel' },
  { name: 'message', label: 'contact.message', autoComplete: 'off' },
];

/** The message form: all four fields required; a failure is only logged and the values stay (spec point 8). */
export function ContactForm() {
  const id = useId();
  const sayRule = useRuleText();
  const text = usePageText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: EMPTY,
  });

  const send = handleSubmit(async (input) => {
    try {
      await saveMessage(input);
      toast.success(pageText('contact.sent'), { autoClose: 1000 });
      reset(EMPTY);
    } catch (error) {
      console.warn('Sending the contact message failed', error);
    }
  });

  return (
    <form className={styles.form} onSubmit={send} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {text('contact.sendUsAMessage')}
      </h2>
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors[field.name]?.message && sayRule(errors[field.name]?.message ?? '');
        const common = {
          id: inputId,
          className: form.input,
          required: true,
          autoComplete: field.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
          ...register(field.name),
        };
        return (
          <div key={field.name} className={form.field}>
            <label htmlFor={inputId} className={form.label}>
              {text(field.label)}{' '}
              <span className={form.required} aria-hidden="true">
                *
              </span>
            </label>
            {field.type ? <input type={field.type} {...common} /> : <textarea rows={5} {...common} />}
            {error && (
              <p id={`${inputId}-error`} className={form.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className={form.submit} disabled={isSubmitting}>
        {isSubmitting ? text('contact.sending') : text('contact.sendMessage')}
      </button>
    </form>
  );
}
