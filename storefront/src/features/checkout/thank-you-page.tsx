import { COURIER_DELIVERY_TIME, orderSchema, PAYMENT_METHOD, PROCESSING_TIME } from '@shop/contracts';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/components/use-document-title';
import { paths } from '@/config/paths';
import { OrderTotalFigures } from '@/components/summary-figures';
import { OrderLines } from './components/order-lines';
import { lastOrder } from './lib/last-order';
import { TrackingLink } from './components/tracking-link';
import styles from './thank-you-page.module.css';

const NEXT_STEPS = [
  `Payment: ${PAYMENT_METHOD}. Pay the courier when your parcel arrives.`,
  'We confirm your order by call, SMS or e-mail before we start on it.',
  `Processing takes ${PROCESSING_TIME}.`,
  `A courier delivers nationwide within ${COURIER_DELIVERY_TIME}.`,
];

/**
 * /thank-you: the placed order from navigation state; after a reload or on a return visit, the number
 * and tracking link of the last order this device placed; without either, a plain thank-you (spec point 2).
 */
export function ThankYouPage() {
  useDocumentTitle('Thank You');
  const parsed = orderSchema.safeParse((useLocation().state as { order?: unknown } | null)?.order);
  const order = parsed.success ? parsed.data : null;
  const placed = order ?? lastOrder();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.title}>{placed ? 'Thank You for Your Order!' : 'Thank You!'}</h1>
        {placed ? (
          <p className={styles.lead}>
            Your order number is{' '}
            <strong className={styles.orderNumber} dir="ltr">
              {placed.orderNumber}
            </strong>
          </p>
        ) : (
          <p className={styles.lead}>
            If you have just placed an order, we will be in touch soon to confirm it.
          </p>
        )}
      </header>

      {order && (
        <section className={styles.card} aria-labelledby="ordered-items">
          <h2 id="ordered-items" className={styles.heading}>
            Your Items
          </h2>
          <OrderLines
            lines={order.items.map((item, index) => ({ ...item, key: item.cartId ?? `${item.id}-${index}` }))}
          />
          <OrderTotalFigures totals={order} />
        </section>
      )}

      {placed?.trackingToken && <TrackingLink token={placed.trackingToken} />}

      <section className={styles.card} aria-labelledby="next-steps">
        <h2 id="next-steps" className={styles.heading}>
          What Happens Next
        </h2>
        <ol className={styles.steps}>
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <p className={styles.actions}>
        <Link className={styles.button} to={paths.home}>
          Continue Shopping
        </Link>
        <Link className={styles.secondaryButton} to={paths.customizeProducts}>
          Customize a Product
        </Link>
      </p>
    </div>
  );
}
