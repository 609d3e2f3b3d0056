import {
  asksFrameColor,
  type FieldScript,
  formatRupees,
  priceOfSize,
  scriptsOfFilledFields,
} from '@shop/contracts';
import { useId, useState } from 'react';
import ui from '../components/admin-ui.module.css';
import { type AdminProduct, useAdminProducts } from '../api/admin-products';
import { type AdminTemplate, useAdminTemplates } from '../api/admin-templates';
import { FieldScriptSelect, staffFieldScript } from './field-script-select';
import type { DraftLine } from './order-draft';
import styles from './order-lifecycle.module.css';

type CatalogueItem = AdminProduct | AdminTemplate;

let added = 0;

/** Picks a product or a template, its size, frame, custom details and quantity, and adds it as a line. */
export function OrderLineAdder({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const id = useId();
  const { data: products = [] } = useAdminProducts();
  const { data: templates = [] } = useAdminTemplates();
  const [chosenId, setChosenId] = useState('');
  const [sizeIndex, setSizeIndex] = useState(0);
  const [frame, setFrame] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [details, setDetails] = useState<Record<string, string>>({});
  const [scripts, setScripts] = useState<Record<string, FieldScript>>({});
  const item: CatalogueItem | undefined = [...products, ...templates].find((entry) => entry._id === chosenId);
  const fields = item && 'fields' in item ? item.fields : [];

  const choose = (next: string) => {
    setChosenId(next);
    setSizeIndex(0);
    setFrame('');
    setDetails({});
    setScripts({});
  };

  const add = () => {
    if (!item) return;
    const size = item.sizes[sizeIndex];
    const fieldScripts = scriptsOfFilledFields(fields, details, scripts, 'latin');
    added += 1;
    onAdd({
      key: `added-${added}`,
      id: item._id,
      name: item.name,
      size: size ? (size.size ?? '') : null,
      sizeIndex: size ? sizeIndex : null,
      frame: frame || null,
      quantity,
      ...('fields' in item
        ? { customFields: Object.fromEntries(Object.entries(details).filter(([, v]) => v)) }
        : {}),
      ...(Object.keys(fieldScripts).length > 0 ? { fieldScripts } : {}),
    });
    choose('');
    setQuantity('1');
  };

  return (
    <fieldset className={styles.lineAdder}>
      <legend>Add a line</legend>
      <label htmlFor={`${id}-item`}>Product or template</label>
      <select id={`${id}-item`} value={chosenId} onChange={(e) => choose(e.target.value)}>
        <option value="">Choose…</option>
        <optgroup label="Products">
          {products.map((product) => (
            <option key={product._id} value={product._id}>
              {product.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Templates">
          {templates.map((template) => (
            <option key={template._id} value={template._id}>
              {template.name}
            </option>
          ))}
        </optgroup>
      </select>
      {item && item.sizes.length > 0 && (
        <>
          <label htmlFor={`${id}-size`}>Size</label>
          <select id={`${id}-size`} value={sizeIndex} onChange={(e) => setSizeIndex(Number(e.target.value))}>
            {item.sizes.map((size, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sizes have no id, and labels repeat (Stickers have '')
              <option key={index} value={index}>
                {size.size || 'One size'}, {formatRupees(priceOfSize(size))}
              </option>
            ))}
          </select>
        </>
      )}
      {item && asksFrameColor(item) && (
        <>
          <label htmlFor={`${id}-frame`}>Frame</label>
          <select id={`${id}-frame`} value={frame} onChange={(e) => setFrame(e.target.value)}>
            <option value="">Choose…</option>
            {item.frameColors.map((colour) => (
              <option key={colour}>{colour}</option>
            ))}
          </select>
        </>
      )}
      {fields.map((field, index) => {
        const value = details[field.fieldName] ?? '';
        const chosen = staffFieldScript(field, scripts, value);
        return (
          <div key={field.fieldName} className={styles.fieldLabel}>
            <label htmlFor={`${id}-field-${index}`}>{field.fieldName}</label>
            {field.fieldType === 'dropdown' ? (
              <select
                id={`${id}-field-${index}`}
                value={details[field.fieldName] ?? ''}
                onChange={(e) => setDetails({ ...details, [field.fieldName]: e.target.value })}
              >
                <option value="">Choose…</option>
                {field.options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            ) : (
              <input
                id={`${id}-field-${index}`}
                value={value}
                placeholder={field.fieldType === 'image' ? 'Photo address' : undefined}
                {...chosen?.written}
                onChange={(e) => setDetails({ ...details, [field.fieldName]: e.target.value })}
              />
            )}
            {chosen && (
              <FieldScriptSelect
                fieldName={field.fieldName}
                value={chosen.script}
                onChange={(next) => setScripts({ ...scripts, [field.fieldName]: next })}
              />
            )}
          </div>
        );
      })}
      <label htmlFor={`${id}-quantity`}>Quantity</label>
      <input
        id={`${id}-quantity`}
        type="number"
        inputMode="numeric"
        min={1}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <div className={ui.actions}>
        <button type="button" className={ui.buttonSmall} onClick={add} disabled={!item}>
          Add line
        </button>
      </div>
    </fieldset>
  );
}
