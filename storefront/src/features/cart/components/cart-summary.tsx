import { formatRupees } from '@shop/contracts';
import { Link } from 'react-router';
import { SummaryFigures } from '@/components/summary-figures';
import { paths } from '@/config/paths';
import styles from '../cart-page.module.css';

interface CartSummaryProps {
  itemCount: number;
  total: number;
  onCheckout: () => void;
}

/** Item count, total, Continue Shopping and Proceed to Checkout (spec point 2, 'Cart'). */
export function CartSummary({ itemCount, total, onCheckout }: CartSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className={styles.summaryHeading}>
        Order Summary
      </h2>
      <SummaryFigures
        rows={[{ label: 'Items', value: itemCount, testId: 'cart-item-count' }]}
        total={{ label: 'Total', value: formatRupees(total), testId: 'cart-total' }}
      />
      <button type="button" className={styles.checkoutButton} onClick={onCheckout}>
        Proceed to Checkout
      </button>
      <Link className={styles.continueButton} to={paths.home}>
        Continue Shopping
      </Link>
    </section>
  );
}
