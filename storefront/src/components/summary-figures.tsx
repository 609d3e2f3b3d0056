import { formatRupees } from '@shop/contracts';
import type { ReactNode } from 'react';
import styles from './summary-figures.module.css';
import { useText } from '@/lib/i18n/use-text';

export interface SummaryFigure {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** The label/value rows of an order summary, the total last and emphasised (cart, checkout, thank-you). */
export function SummaryFigures({ rows, total }: { rows: readonly SummaryFigure[]; total: SummaryFigure }) {
  return (
    <dl className={styles.figures}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>
            <bdi>{row.value}</bdi>
          </dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>{total.label}</dt>
        <dd data-testid={total.testId}>
          <bdi>{total.value}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/** An order's subtotal, its discount if a code gave one, delivery charge and total in rupees (checkout, thank-you, tracking). */
export function OrderTotalFigures({
  totals,
  testIds = {},
}: {
  totals: {
    subtotal: number;
    discountCode?: string | null;
    discountAmount?: number | null;
    deliveryCharge: number;
    total: number;
  };
  testIds?: { subtotal?: string; discount?: string; delivery?: string; total?: string };
}) {
  const text = useText();
  const discount: SummaryFigure[] = totals.discountAmount
    ? [
        {
          label: totals.discountCode
            ? text('summary.discountWithCode', { code: totals.discountCode })
            : text('summary.discount'),
          value: `- ${formatRupees(totals.discountAmount)}`,
          testId: testIds.discount,
        },
      ]
    : [];
  return (
    <SummaryFigures
      rows={[
        { label: text('summary.subtotal'), value: formatRupees(totals.subtotal), testId: testIds.subtotal },
        ...discount,
        {
          label: text('summary.delivery'),
          value: totals.deliveryCharge === 0 ? text('summary.free') : formatRupees(totals.deliveryCharge),
          testId: testIds.delivery,
        },
      ]}
      total={{ label: text('summary.total'), value: formatRupees(totals.total), testId: testIds.total }}
    />
  );
}
