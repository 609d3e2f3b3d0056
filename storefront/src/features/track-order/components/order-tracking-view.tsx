import { ORDER_STATUS_EXPLANATIONS, ORDER_STATUS_LABELS, type OrderTracking } from '@shop/contracts';
import { OrderTotalFigures } from '@/components/summary-figures';
import styles from '../track-order-page.module.css';
import { Rupees } from '@/components/rupees';

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Where the order is: its state, every step with its date, the items and the total. */
export function OrderTrackingView({ order }: { order: OrderTracking }) {
  return (
    <section className={styles.card} aria-label={`Order ${order.orderNumber}`}>
      <h2 className={styles.heading}>
        Order <bdi dir="ltr">{order.orderNumber}</bdi>: {ORDER_STATUS_LABELS[order.status]}
      </h2>
      <p>{ORDER_STATUS_EXPLANATIONS[order.status]}</p>
      {order.courier && (
        <p>
          Courier: {order.courier}, tracking number <strong>{order.trackingNumber}</strong>
        </p>
      )}
      <ol className={styles.timeline} aria-label="Order progress">
        {order.timeline.map((step) => (
          // A change request takes an order back to confirmed: a state may show twice, at two times.
          <li key={`${step.status}-${step.at}`}>
            <strong>{ORDER_STATUS_LABELS[step.status]}</strong>{' '}
            <time dateTime={step.at}>{when.format(new Date(step.at))}</time>
          </li>
        ))}
      </ol>
      <h3 className={styles.subheading}>Items</h3>
      <ul className={styles.items}>
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change or move.
          <li key={index}>
            {item.quantity} x {item.name}
            {[item.size, item.frame].filter(Boolean).length > 0 &&
              ` (${[item.size, item.frame].filter(Boolean).join(', ')})`}{' '}
            <Rupees amount={item.price * item.quantity} />
          </li>
        ))}
      </ul>
      <OrderTotalFigures totals={order} />
    </section>
  );
}
