import { orderSchema } from '@shop/contracts';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/components/use-document-title';
import { paths } from '@/config/paths';
import { OrderTotalFigures } from '@/components/summary-figures';
import { OrderLines } from './components/order-lines';
import { lastOrder } from './lib/last-order';
import { TrackingLink } from './components/tracking-link';
import styles from './thank-you-page.module.css';
import { type PageTextOf, usePageText } from '@/lib/i18n/page-texts';

function nextSteps(text: PageTextOf): string[] {
  return [
    text('thankYou.stepPayment', { method: text('order.cashOnDelivery') }),
    text('thankYou.stepConfirm'),
    text('thankYou.stepProcessing', { time: text('order.processingTime') }),
    text('thankYou.stepCourier', { time: text('order.courierTime') }),
  ];
}

/**
 * /thank-you: the placed order from navigation state; after a reload or on a return visit, the number
 * and tracking link of the last order this device placed; without either, a plain thank-you (spec point 2).
 */
export function ThankYouPage() {
  const text = usePageText();
  useDocumentTitle(text('thankYou.title'));
  const parsed = orderSchema.safeParse((useLocation().state as { order?: unknown } | null)?.order);
  const order = parsed.success ? parsed.data : null;
  const placed = order ?? lastOrder();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1 className={styles.title}>{placed ? text('thankYou.forYourOrder') : text('thankYou.thankYou')}</h1>
        {placed ? (
          <p className={styles.lead}>
            {text('thankYou.orderNumberIs')}{' '}
            <strong className={styles.orderNumber} dir="ltr">
              {placed.orderNumber}
            </strong>
          </p>
        ) : (
          <p className={styles.lead}>{text('thankYou.justPlaced')}</p>
        )}
      </header>

      {order && (
        <section className={styles.card} aria-labelledby="ordered-items">
          <h2 id="ordered-items" className={styles.heading}>
            {text('thankYou.yourItems')}
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
          {text('thankYou.whatHappensNext')}
        </h2>
        <ol className={styles.steps}>
          {nextSteps(text).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <p className={styles.actions}>
        <Link className={styles.button} to={paths.home}>
          {text('cart.continueShopping')}
        </Link>
        <Link className={styles.secondaryButton} to={paths.customizeProducts}>
          {text('thankYou.customizeAProduct')}
        </Link>
      </p>
    </div>
  );
}
