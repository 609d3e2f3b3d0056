import type { CartLine } from '@/lib/cart';
import { OrderTotalFigures } from '@/components/summary-figures';
import styles from '../checkout-page.module.css';
import type { OrderTotals } from '@shop/contracts';
import { OrderLines } from './order-lines';
import { usePageText } from '@/lib/i18n/page-texts';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  totals: OrderTotals & { discountCode?: string };
  /** Said under the figures while the delivery charge still depends on a city not yet entered. */
  deliveryNote?: string | null;
}

/** Items, subtotal, a code's discount, delivery, total, payment method and processing time (spec point 9). */
export function OrderSummary({ lines, totals, deliveryNote }: OrderSummaryProps) {
  const text = usePageText();
  return (
    <section className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.heading}>
        {text('summary.orderSummary')}
      </h2>
      <OrderLines lines={lines.map((line) => ({ ...line, key: line.cartId }))} />
      <OrderTotalFigures
        totals={totals}
        testIds={{
          subtotal: 'checkout-subtotal',
          discount: 'checkout-discount',
          delivery: 'checkout-delivery',
          total: 'checkout-total',
        }}
      />
      {deliveryNote && <p className={styles.deliveryNote}>{deliveryNote}</p>}
      <div className={styles.payment}>
        <p>
          <strong>{text('order.payment')}</strong> {text('order.cashOnDelivery')}
        </p>
        <p>
          <strong>{text('order.processingTimeLabel')}</strong> {text('order.processingTime')}
        </p>
      </div>
    </section>
  );
}
