import { type DashboardSummary, formatRupees, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shop/contracts';
import styles from './dashboard.module.css';

interface OrderLifecycleFiguresProps {
  ordersByStatus: DashboardSummary['ordersByStatus'];
  cashOnDelivery: DashboardSummary['cashOnDelivery'];
}

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);

/** Where the orders are now, the cash the couriers still hold, the cash collected and the returns. */
export function OrderLifecycleFigures({ ordersByStatus, cashOnDelivery }: OrderLifecycleFiguresProps) {
  return (
    <div className={styles.columns}>
      <section className={styles.panel} aria-label="Orders by status">
        <h2 className={styles.panelTitle}>Orders by status</h2>
        <dl className={styles.periodFigures}>
          {ORDER_STATUSES.map((status) => (
            <div key={status}>
              <dt>{ORDER_STATUS_LABELS[status]}</dt>
              <dd>{ordersByStatus[status]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.panel} aria-label="Cash on delivery">
        <h2 className={styles.panelTitle}>Cash on delivery</h2>
        <dl className={styles.periodFigures}>
          <div>
            <dt>Outstanding ({cashOnDelivery.outstandingOrders} dispatched)</dt>
            <dd>{formatRupees(cashOnDelivery.outstanding)}</dd>
          </div>
          <div>
            <dt>Collected, last 30 days</dt>
            <dd>{formatRupees(cashOnDelivery.collectedLast30Days)}</dd>
          </div>
          <div>
            <dt>Return rate, last 30 days</dt>
            <dd>{percent(cashOnDelivery.returnRateLast30Days)}</dd>
          </div>
          <div>
            <dt>Delivery lost on {cashOnDelivery.returnedLast30Days.orders} returned, last 30 days</dt>
            <dd>{formatRupees(cashOnDelivery.returnedLast30Days.deliveryLoss)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.panel} aria-label="Cash to collect per courier">
        <h2 className={styles.panelTitle}>Cash to collect per courier</h2>
        {cashOnDelivery.byCourier.length === 0 ? (
          <p>No parcel is out with a courier.</p>
        ) : (
          <dl className={styles.periodFigures}>
            {cashOnDelivery.byCourier.map(({ courier, orders, cash }) => (
              <div key={courier}>
                <dt>
                  {courier || 'No courier named'} ({orders} dispatched)
                </dt>
                <dd>{formatRupees(cash)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
