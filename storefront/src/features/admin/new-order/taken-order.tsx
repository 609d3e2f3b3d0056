import { formatRupees, ORDER_SOURCE_LABELS, type Order, orderSourceOf, SHOP_PATHS } from '@shop/contracts';
import ui from '../components/admin-ui.module.css';
import { PageHeader } from '../components/page-header';
import { PrintButtons } from '../orders/print-buttons';
import styles from './new-order.module.css';

/** The order as the server stored it: its number, its total, its slip to print, the customer's tracking link. */
export function TakenOrder({ order, onAnother }: { order: Order; onAnother: () => void }) {
  const trackingLink = order.trackingToken
    ? `${window.location.origin}${SHOP_PATHS.trackOrderByToken(order.trackingToken)}`
    : null;
  return (
    <div className={ui.page}>
      <PageHeader title="New order" />
      <section className={ui.card} aria-label="Order saved">
        <h2 className={ui.sectionTitle}>Order #{order.orderNumber} saved</h2>
        <dl className={ui.details}>
          <div>
            <dt>Customer</dt>
            <dd>{order.customer.name}</dd>
          </div>
          <div>
            <dt>Ordered by</dt>
            <dd>{ORDER_SOURCE_LABELS[orderSourceOf(order.source)]}</dd>
          </div>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatRupees(order.subtotal)}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{formatRupees(order.deliveryCharge)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              <strong>{formatRupees(order.total)}</strong>
            </dd>
          </div>
          {trackingLink && (
            <div>
              <dt>Tracking link for the customer</dt>
              <dd className={styles.link}>{trackingLink}</dd>
            </div>
          )}
        </dl>
        <div className={ui.actions}>
          <PrintButtons orders={[order]} />
          <button type="button" className={ui.button} onClick={onAnother}>
            Take another order
          </button>
        </div>
      </section>
    </div>
  );
}
