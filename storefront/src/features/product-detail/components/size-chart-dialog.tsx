import { SIZE_CHARTS } from '@shop/contracts';
import { useState } from 'react';
import { Modal } from '@/components/modal';
import styles from './purchase-options.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Shown when the chart image cannot be loaded (spec point 8), saying so in the page's language. */
export function sizeChartPlaceholder(words: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#f7efe2"/><text x="200" y="155" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#6b5a5c">${escapeXml(words)}</text></svg>`,
  )}`;
}

/** The chart for a product type, keyed by the lower-cased type (spec point 9). */
export function sizeChartOf(category: string): string | undefined {
  return SIZE_CHARTS[category.trim().toLowerCase()];
}

export function SizeChartDialog({ category, onClose }: { category: string; onClose: () => void }) {
  const chart = sizeChartOf(category);
  const [failed, setFailed] = useState(false);
  const text = usePageText();
  return (
    <Modal title={text('detail.sizeChart')} onClose={onClose} size="large">
      {chart ? (
        <img
          className={styles.chart}
          src={failed ? sizeChartPlaceholder(text('detail.sizeChartUnavailable')) : chart}
          alt={failed ? text('detail.sizeChartUnavailable') : text('detail.sizeChartOf', { category })}
          width={800}
          height={600}
          onError={() => setFailed(true)}
        />
      ) : (
        <p className={styles.noChart}>{text('detail.noSizeChart')}</p>
      )}
    </Modal>
  );
}
