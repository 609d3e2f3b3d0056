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

export const REVIEW_FAILED_MESSAGE = 'Error submitting review. Please try again.';

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
      if (errorAs === 'toast') toast.error(REVIEW_FAILED_MESSAGE);
      else window.alert(REVIEW_FAILED_MESSAGE);
    }
  });

  return (
    <Modal title="Add Review" onClose={onClose} initialFocus={nameRef} size="medium">
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
            Your Name <span aria-hidden="true">*</span>
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
            Your Review <span aria-hidden="true">*</span>
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
            Cancel
          </button>
          <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Review'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
