import { useDocumentTitle } from '@/components/use-document-title';
import { useDashboardSummary } from '../api/dashboard-summary';
import ui from '../components/admin-ui.module.css';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { CompleteDetailsNotice } from './complete-details-notice';
import { DailyOrdersChart } from './daily-orders-chart';
import { DiscountFigures } from './discount-figures';
import { FailingMailsNotice } from './failing-mails-notice';
import styles from './dashboard.module.css';
import { NewestMessages } from './newest-messages';
import { NewestOrders } from './newest-orders';
import { OrderLifecycleFigures } from './order-lifecycle-figures';
import { PeriodCards } from './period-cards';
import { SalesBySource } from './sales-by-source';
import { StockAlerts } from './stock-alerts';

/** What the shop owner reads first: sales, the last 30 days, stock to refill, newest orders and messages. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data, error, isLoading, mutate } = useDashboardSummary();

  return (
    <div className={ui.page}>
      <PageHeader title="Dashboard" subtitle="Sales, stock and the newest activity at a glance." />
      <CompleteDetailsNotice />
      <FailingMailsNotice />
      {isLoading ? (
        <LoadingState text="Loading dashboard..." />
      ) : error || !data ? (
        <div className={ui.card} role="alert">
          <p>The dashboard could not be loaded.</p>
          <button type="button" className={ui.button} onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <PeriodCards periods={data.periods} />
          <OrderLifecycleFigures ordersByStatus={data.ordersByStatus} cashOnDelivery={data.cashOnDelivery} />
          {data.salesBySourceLast30Days.length > 0 && <SalesBySource sales={data.salesBySourceLast30Days} />}
          {data.discounts && data.discounts.byCode.length > 0 && (
            <DiscountFigures discounts={data.discounts} />
          )}
          <section className={styles.panel} aria-label="Daily orders">
            <DailyOrdersChart days={data.dailyOrders} />
          </section>
          <div className={styles.columns}>
            <StockAlerts title="Low stock" alerts={data.lowStock} emptyText="Nothing is running low." />
            <StockAlerts title="Out of stock" alerts={data.outOfStock} emptyText="Nothing is out of stock." />
          </div>
          <div className={styles.columns}>
            <NewestOrders orders={data.newestOrders} />
            <NewestMessages messages={data.newestMessages} />
          </div>
        </>
      )}
    </div>
  );
}
