import { type DeliverySettings, discountAmountOf, formatRupees } from '@shop/contracts';
import { Link } from 'react-router';
import { type SummaryFigure, SummaryFigures } from '@/components/summary-figures';
import { paths } from '@/config/paths';
import type { AppliedDiscount } from '@/lib/applied-discount';
import styles from '../cart-page.module.css';
import { cartDeliveryNotes } from '../lib/delivery-notes';
import { DiscountCodeField } from './discount-code-field';

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
  const saving = discount ? discountAmountOf(discount, total) : 0;
  const notes = cartDeliveryNotes(delivery, total - saving);
  const rows: SummaryFigure[] = [{ label: 'Items', value: itemCount, testId: 'cart-item-count' }];
  if (discount) {
    rows.push(
      { label: 'Subtotal', value: formatRupees(total), testId: 'cart-subtotal' },
      { label: `Discount (${discount.code})`, value: `- ${formatRupees(saving)}`, testId: 'cart-discount' },
    );
  }
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className={styles.summaryHeading}>
        Order Summary
      </h2>
      <SummaryFigures
        rows={rows}
        total={{ label: 'Total', value: formatRupees(total - saving), testId: 'cart-total' }}
      />
      <DiscountCodeField subtotal={total} applied={discount} />
      {notes.map((note) => (
        <p key={note} className={styles.deliveryNote}>
          {note}
        </p>
      ))}
      <button type="button" className={styles.checkoutButton} onClick={onCheckout}>
        Proceed to Checkout
      </button>
      <Link className={styles.continueButton} to={paths.home}>
        Continue Shopping
      </Link>
    </section>
  );
}
