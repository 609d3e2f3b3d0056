import type { ReactNode } from 'react';
import styles from './summary-figures.module.css';

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
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>{total.label}</dt>
        <dd data-testid={total.testId}>{total.value}</dd>
      </div>
    </dl>
  );
}
