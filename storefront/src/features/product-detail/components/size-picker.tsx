import { formatRupees, type PricedSize, priceOfSize } from '@shop/contracts';
import { useId, useState } from 'react';
import styles from './purchase-options.module.css';
import { RequiredSelect } from './required-select';
import { SizeChartDialog } from './size-chart-dialog';
import { pageText, usePageText } from '@/lib/i18n/page-texts';

interface SizePickerProps {
  sizes: readonly PricedSize[];
  value: string;
  onChange: (sizeIndex: string) => void;
  category: string;
  error?: string;
}

export function sizeLabel(size: PricedSize): string {
  return size.size?.trim() || pageText('detail.standardSize');
}

/** The required size choice (marked *) with its size chart popup (spec point 2). */
export function SizePicker({ sizes, value, onChange, category, error }: SizePickerProps) {
  const id = useId();
  const [chartOpen, setChartOpen] = useState(false);
  const text = usePageText();
  return (
    <div className={styles.option}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {text('detail.size')}{' '}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <button type="button" className={styles.linkButton} onClick={() => setChartOpen(true)}>
          {text('detail.sizeChart')}
        </button>
      </div>
      <RequiredSelect
        id={id}
        value={value}
        onChange={onChange}
        error={error}
        placeholder={text('detail.selectSize')}
      >
        {sizes.map((size, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the option's value
          <option key={`${size.size}-${index}`} value={String(index)}>
            {sizeLabel(size)} - {formatRupees(priceOfSize(size))}
          </option>
        ))}
      </RequiredSelect>
      {chartOpen && <SizeChartDialog category={category} onClose={() => setChartOpen(false)} />}
    </div>
  );
}
