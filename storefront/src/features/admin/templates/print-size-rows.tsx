import {
  labelsNeedingPrintSize,
  PRINT_SIZE_UNITS,
  type PrintSizeDraft,
  type PrintSizeUnit,
  type TemplateDraft,
  TYPES_WITHOUT_SIZE_LABEL,
} from '@shop/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import formStyles from '../catalogue-form/catalogue-form.module.css';
import styles from './print-size-rows.module.css';

const blankRow = (label: string): PrintSizeDraft => ({ label, width: '', height: '', unit: 'in' });

/**
 * Width × height for each size label the print-size rule cannot read ('Large'), so the template page and
 * the order check can judge a photo's sharpness at it; shown only while the sizes have such labels.
 */
export function PrintSizeRows() {
  const { control, setValue } = useFormContext<TemplateDraft>();
  const [category, sizes, drafts] = useWatch({ control, name: ['category', 'sizes', 'printSizes'] });
  const labelsShown = category !== '' && TYPES_WITHOUT_SIZE_LABEL.includes(category) ? [] : sizes;
  const labels = labelsNeedingPrintSize(labelsShown.map((row) => row.size ?? ''));
  if (labels.length === 0) return null;

  const rowOf = (label: string) => drafts?.find((draft) => draft.label === label) ?? blankRow(label);
  const change = (label: string, part: Partial<PrintSizeDraft>) =>
    setValue(
      'printSizes',
      [...(drafts ?? []).filter((draft) => draft.label !== label), { ...rowOf(label), ...part }],
      { shouldDirty: true },
    );

  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.label}>Print sizes</legend>
      <p className={formStyles.hint}>
        These size labels name no print size. Give each its width × height, so shoppers are told whether their
        photo prints sharp at it.
      </p>
      <div className={styles.list}>
        {labels.map((label) => {
          const row = rowOf(label);
          return (
            <div key={label} className={styles.row}>
              <span className={styles.label}>{label}</span>
              <SideInput side="width" label={label} value={row.width} onChange={change} />
              <span className={styles.times} aria-hidden="true">
                ×
              </span>
              <SideInput side="height" label={label} value={row.height} onChange={change} />
              <label className={`${formStyles.field} ${styles.unit}`}>
                <span className={formStyles.smallLabel}>Unit</span>
                <select
                  className={formStyles.control}
                  aria-label={`Print size unit of ${label}`}
                  value={row.unit}
                  onChange={(event) => change(label, { unit: event.target.value as PrintSizeUnit })}
                >
                  {PRINT_SIZE_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {unit}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

interface SideInputProps {
  side: 'width' | 'height';
  label: string;
  value: string;
  onChange: (label: string, part: Partial<PrintSizeDraft>) => void;
}

function SideInput({ side, label, value, onChange }: SideInputProps) {
  const name = side === 'width' ? 'Width' : 'Height';
  return (
    <label className={`${formStyles.field} ${styles.side}`}>
      <span className={formStyles.smallLabel}>{name}</span>
      <input
        className={formStyles.control}
        aria-label={`Print ${side} of ${label}`}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={value}
        onChange={(event) => onChange(label, { [side]: event.target.value })}
      />
    </label>
  );
}
