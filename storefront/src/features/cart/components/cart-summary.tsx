import { type DeliverySettings, discountAmountOf, formatRupees } from '@shop/contracts';
import { Link } from 'react-router';
import { type SummaryFigure, SummaryFigures } from '@/components/summary-figures';
import { paths } from '@/config/paths';
import type { AppliedDiscount } from '@/lib/applied-discount';
import styles from '../cart-page.module.css';
import { cartDeliveryNotes } from '../lib/delivery-notes';
import { DiscountCodeField } from './discount-code-field';
import { useText } from '@/lib/i18n/use-text';

interface CartSummaryProps {
  itemCount: number;
  /** The lines' subtotal, before any discount. */
  total: number;
  delivery: DeliverySettings;
  discount: AppliedDiscount | null;
  onCheckout: () => void;
}

/**
 * Item count, total, a discount code and the saving it gives, what delivery costs, Continue Shopping and
 * Proceed to Checkout (spec point 2, 'Cart'; issue #34 item 8).
 */
export function CartSummary({ itemCount, total, delivery, discount, onCheckout }: CartSummaryProps) {
  const text = useText();
  const saving = discount ? discountAmountOf(discount, total) : 0;
  const notes = cartDeliveryNotes(delivery, total - saving);
  const rows: SummaryFigure[] = [
    { label: text('summary.items'), value: itemCount, testId: 'cart-item-count' },
  ];
  if (discount) {
    rows.push(
      { label: text('summary.subtotal'), value: formatRupees(total), testId: 'cart-subtotal' },
      {
        label: text('summary.discountWithCode', { code: discount.code }),
        value: `- ${formatRupees(saving)}`,
        testId: 'cart-discount',
      },
    );
  }
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className={styles.summaryHeading}>
        {text('summary.orderSummary')}
      </h2>
      <SummaryFigures
        rows={rows}
        total={{ label: text('summary.total'), value: formatRupees(total - saving), testId: 'cart-total' }}
      />
      <DiscountCodeField subtotal={total} applied={discount} />
      {notes.map((note) => (
        <p key={note} className={styles.deliveryNote}>
          {note}
        </p>
      ))}
      <button type="button" className={styles.checkoutButton} onClick={onCheckout}>
        {text('cart.proceedToCheckout')}
      </button>
      <Link className={styles.continueButton} to={paths.home}>
        {text('cart.continueShopping')}
      </Link>
    </section>
  );
}
