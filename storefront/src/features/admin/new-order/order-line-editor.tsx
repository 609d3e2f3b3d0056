import { formatRupees, priceOfSize } from '@shop/contracts';
import { useId } from 'react';
import form from '@/styles/form-field.module.css';
import ui from '../components/admin-ui.module.css';
import { FieldScriptSelect, staffFieldScript } from '../orders/field-script-select';
import { LinePhotoInput } from './line-photo-input';
import styles from './new-order.module.css';
import { type NewOrderLine, unitPriceOf } from './order-lines';

interface OrderLineEditorProps {
  line: NewOrderLine;
  onChange: (line: NewOrderLine) => void;
  onRemove: () => void;
}

const INPUT_TYPES: Record<string, string> = { number: 'number', date: 'date', color: 'color' };

/** One line: size, frame colour, quantity and the template's custom values. */
export function OrderLineEditor({ line, onChange, onRemove }: OrderLineEditorProps) {
  const id = useId();
  const { item } = line;
  const setValue = (name: string, value: string) =>
    onChange({ ...line, values: { ...line.values, [name]: value } });
  return (
    <li className={`${ui.card} ${styles.line}`} aria-label={item.name}>
      <div className={styles.lineHead}>
        <strong>{item.name}</strong>
        <span>{formatRupees(unitPriceOf(line) * line.quantity)}</span>
        <button type="button" className={ui.buttonSmall} onClick={onRemove}>
          Remove
        </button>
      </div>
      <div className={styles.lineChoices}>
        {item.sizes.length > 1 && (
          <label className={form.field}>
            <span className={form.label}>Size</span>
            <select
              className={form.input}
              value={line.sizeIndex}
              onChange={(event) => onChange({ ...line, sizeIndex: Number(event.target.value) })}
            >
              {item.sizes.map((size, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a size is its position (labels may repeat)
                <option key={index} value={index}>
                  {size.size || 'One size'} — {formatRupees(priceOfSize(size))}
                </option>
              ))}
            </select>
          </label>
        )}
        {item.frameColors.length > 0 && (
          <label className={form.field}>
            <span className={form.label}>Frame</span>
            <select
              className={form.input}
              value={line.frame ?? ''}
              onChange={(event) => onChange({ ...line, frame: event.target.value })}
            >
              {item.frameColors.map((color) => (
                <option key={color}>{color}</option>
              ))}
            </select>
          </label>
        )}
        <label className={form.field}>
          <span className={form.label}>Quantity</span>
          <input
            type="number"
            min={1}
            max={Math.max(1, item.stock)}
            className={form.input}
            value={line.quantity}
            onChange={(event) =>
              onChange({ ...line, quantity: Math.max(1, Number(event.target.value) || 1) })
            }
          />
        </label>
      </div>
      {item.fields.map((field, index) => {
        const inputId = `${id}-${index}`;
        const value = line.values[field.fieldName] ?? '';
        const chosen = staffFieldScript(field, line.scripts, value);
        const written = chosen?.written ?? {};
        return (
          <div key={field.fieldName} className={form.field}>
            <label htmlFor={inputId} className={form.label}>
              {field.fieldName}
              {field.required ? ' *' : ' (Optional)'}
            </label>
            {field.fieldType === 'image' ? (
              <LinePhotoInput
                id={inputId}
                label={field.fieldName}
                value={value}
                onUploaded={(url) => setValue(field.fieldName, url)}
              />
            ) : field.fieldType === 'dropdown' ? (
              <select
                id={inputId}
                className={form.input}
                value={value}
                onChange={(event) => setValue(field.fieldName, event.target.value)}
              >
                <option value="">Choose…</option>
                {field.options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            ) : field.fieldType === 'textarea' ? (
              <textarea
                id={inputId}
                rows={2}
                className={form.input}
                {...written}
                value={value}
                onChange={(event) => setValue(field.fieldName, event.target.value)}
              />
            ) : (
              <input
                id={inputId}
                type={INPUT_TYPES[field.fieldType] ?? 'text'}
                className={form.input}
                {...written}
                value={value}
                onChange={(event) => setValue(field.fieldName, event.target.value)}
              />
            )}
            {chosen && (
              <FieldScriptSelect
                className={form.input}
                fieldName={field.fieldName}
                value={chosen.script}
                onChange={(next) =>
                  onChange({ ...line, scripts: { ...line.scripts, [field.fieldName]: next } })
                }
              />
            )}
          </div>
        );
      })}
    </li>
  );
}
