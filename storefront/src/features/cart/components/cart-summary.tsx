import { type DeliverySettings, formatRupees } from '@shop/contracts';
import { Link } from 'react-router';
import { SummaryFigures } from '@/components/summary-figures';
import { paths } from '@/config/paths';
import styles from '../cart-page.module.css';
import { cartDeliveryNotes } from '../lib/delivery-notes';

interface CartSummaryProps {
  itemCount: number;
  total: number;
  delivery: DeliverySettings;
  onCheckout: () => void;
}

/** Item count, total, what delivery costs, Continue Shopping and Proceed to Checkout (spec point 2, 'Cart'). */
export function CartSummary({ itemCount, total, delivery, onCheckout }: CartSummaryProps) {
  const notes = cartDeliveryNotes(delivery, total);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className={styles.summaryHeading}>
        Order Summary
      </h2>
      <SummaryFigures
        rows={[{ label: 'Items', value: itemCount, testId: 'cart-item-count' }]}
        total={{ label: 'Total', value: formatRupees(total), testId: 'cart-total' }}
      />
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
