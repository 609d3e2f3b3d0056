import { discountLabel } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { type AppliedDiscount, applyDiscount } from '@/lib/applied-discount';
import styles from '../cart-page.module.css';
import { checkDiscountCode } from '../api/check-discount-code';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { usePageText } from '@/lib/i18n/page-texts';

interface DiscountCodeFieldProps {
  subtotal: number;
  applied: AppliedDiscount | null;
}

/** The cart's discount code: typed and checked by the server, then carried to the checkout (issue #34 item 8). */
export function DiscountCodeField({ subtotal, applied }: DiscountCodeFieldProps) {
  const inputId = useId();
  const messageId = useId();
  const [typed, setTyped] = useState('');
  const sayRule = useRuleText();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const text = usePageText();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    setProblem(null);
    try {
      const { code, kind, value } = await checkDiscountCode({ code: typed, subtotal });
      applyDiscount({ code, kind, value });
      setTyped('');
    } catch (error) {
      console.warn('Checking the discount code failed', error);
      setProblem(error instanceof ApiError ? sayRule(error.message) : text('cart.codeNotChecked'));
    } finally {
      setChecking(false);
    }
  };

  if (applied) {
    return (
      <div className={styles.discountApplied}>
        <p>
          {text('cart.code')} <strong>{applied.code}</strong>: {discountLabel(applied)}
        </p>
        <button type="button" className={styles.linkButton} onClick={() => applyDiscount(null)}>
          {text('cart.removeCode')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.discountForm} onSubmit={apply} aria-label={text('cart.applyCodeLabel')}>
      <label htmlFor={inputId}>{text('cart.discountCode')}</label>
      <div className={styles.discountRow}>
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={30}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
        />
        <button type="submit" className={styles.applyButton} disabled={checking || typed.trim() === ''}>
          {checking ? text('cart.checking') : text('cart.apply')}
        </button>
      </div>
      {problem && (
        <p id={messageId} className={styles.discountProblem} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
