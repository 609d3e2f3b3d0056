import { zodResolver } from '@hookform/resolvers/zod';
import { type Review, type ReviewInput, reviewInputSchema } from '@shop/contracts';
import { useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { createReview } from '../api/reviews';
import type { DetailPageConfig } from '../lib/detail-item';
import styles from './detail-sections.module.css';
import { Modal } from '@/components/modal';
import { RatingInput } from './rating-input';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { pageText, usePageText } from '@/lib/i18n/page-texts';

interface ReviewFormDialogProps {
  path: string;
  errorAs: DetailPageConfig['reviewErrorAs'];
  onClose: () => void;
  onSubmitted: (review: Review) => void;
}

/** 'Add Review': name, rating 1 to 5 (default 5) and comment, checked by the shared review schema. */
export function ReviewFormDialog({ path, errorAs, onClose, onSubmitted }: ReviewFormDialogProps) {
  const id = useId();
  const sayRule = useRuleText();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const text = usePageText();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { name: '', rating: 5, comment: '' },
  });
  const messages = [
    ...new Set([errors.name?.message, errors.rating?.message, errors.comment?.message]),
  ].filter(Boolean);
  const { ref: nameFieldRef, ...nameField } = register('name');

  const submit = handleSubmit(async (input) => {
    try {
      onSubmitted(await createReview(path, input));
    } catch (error) {
      console.warn('Submitting the review failed', error);
      const failed = pageText('review.failed');
      if (errorAs === 'toast') toast.error(failed);
      else window.alert(failed);
    }
  });

  return (
    <Modal title={text('review.add')} onClose={onClose} initialFocus={nameRef} size="medium">
      <form className={styles.reviewForm} onSubmit={submit} noValidate>
        {messages.length > 0 && (
          <div className={styles.formError} role="alert">
            {messages.map((message) => (
              <p key={message}>{sayRule(message ?? '')}</p>
            ))}
          </div>
        )}
        <fieldset className={styles.reviewFields} disabled={isSubmitting}>
          <label className={styles.fieldLabel} htmlFor={`${id}-name`}>
            {text('review.yourName')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            autoComplete="name"
            required
            aria-invalid={errors.name ? true : undefined}
            {...nameField}
            ref={(element) => {
              nameFieldRef(element);
              nameRef.current = element;
            }}
          />
          <Controller
            control={control}
            name="rating"
            render={({ field }) => <RatingInput value={field.value} onChange={field.onChange} />}
          />
          <label className={styles.fieldLabel} htmlFor={`${id}-comment`}>
            {text('review.yourReview')} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.input}
            rows={4}
            required
            aria-invalid={errors.comment ? true : undefined}
            {...register('comment')}
          />
        </fieldset>
        <div className={styles.dialogButtons}>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            {text('review.cancel')}
          </button>
          <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
            {isSubmitting ? text('review.submitting') : text('review.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
