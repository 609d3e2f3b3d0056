import type { OrderTracking, ShopLocale } from '@shop/contracts';
import { useMemo } from 'react';
import { OrderTotalFigures } from '@/components/summary-figures';
import styles from '../track-order-page.module.css';
import { Rupees } from '@/components/rupees';
import { isolated, usePageText } from '@/lib/i18n/page-texts';
import { useShopLocale } from '@/lib/i18n/use-text';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';
import { ORDER_STATUS_EXPLANATION_KEYS, ORDER_STATUS_KEYS } from '../lib/status-texts';

const WHEN: Intl.DateTimeFormatOptions = {
  // Western digits in Urdu too (decision 0062).
  numberingSystem: 'latn',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** US English dates on the English page (the spec's format); Urdu month names, Western digits, in Urdu. */
const DATE_LOCALES: Record<ShopLocale, string> = { en: 'en-US', ur: 'ur-PK' };

/** Where the order is: its state, every step with its date, the items and the total. */
export function OrderTrackingView({ order }: { order: OrderTracking }) {
  const text = usePageText();
  const locale = useShopLocale();
  const { nameOf } = useCatalogueTexts();
  const when = useMemo(() => new Intl.DateTimeFormat(DATE_LOCALES[locale], WHEN), [locale]);
  return (
    <section
      className={styles.card}
      aria-label={text('tracking.orderLabel', { number: isolated(order.orderNumber) })}
    >
      <h2 className={styles.heading}>
        {text('tracking.order')} <bdi dir="ltr">{order.orderNumber}</bdi>:{' '}
        {text(ORDER_STATUS_KEYS[order.status])}
      </h2>
      <p>{text(ORDER_STATUS_EXPLANATION_KEYS[order.status])}</p>
      {order.courier && (
        <p>
          {text('tracking.courier', { courier: order.courier })}{' '}
          <strong dir="ltr">{order.trackingNumber}</strong>
        </p>
      )}
      <ol className={styles.timeline} aria-label={text('tracking.progress')}>
        {order.timeline.map((step) => (
          // A change request takes an order back to confirmed: a state may show twice, at two times.
          <li key={`${step.status}-${step.at}`}>
            <strong>{text(ORDER_STATUS_KEYS[step.status])}</strong>{' '}
            <time dateTime={step.at}>{when.format(new Date(step.at))}</time>
          </li>
        ))}
      </ol>
      <h3 className={styles.subheading}>{text('summary.items')}</h3>
      <ul className={styles.items}>
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change or move.
          <li key={index}>
            {item.quantity} x {nameOf(item)}
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
