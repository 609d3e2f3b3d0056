import type { TemplateDraft } from '@shop/contracts';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import styles from '../catalogue-form/catalogue-form.module.css';
import ui from '../components/admin-ui.module.css';
import fieldStyles from './custom-field-builder.module.css';

interface DropdownOptionsEditorProps {
  fieldIndex: number;
  fieldLabel: string;
}

/** The choices of a dropdown field: type one, add it (button or Enter), remove any. */
export function DropdownOptionsEditor({ fieldIndex, fieldLabel }: DropdownOptionsEditorProps) {
  const { control } = useFormContext<TemplateDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: `customFields.${fieldIndex}.options` });
  const [text, setText] = useState('');
  const add = () => {
    // Added once, trimmed; blank and repeated options are ignored.
    const option = text.trim();
    if (option && !fields.some((field) => field.value === option)) append({ value: option });
    setText('');
  };
  return (
    <div className={fieldStyles.options}>
      <div className={fieldStyles.optionInput}>
        <input
          className={styles.control}
          aria-label={`New option for ${fieldLabel}`}
          placeholder="Option"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={ui.buttonSmall} onClick={add}>
          Add Option
        </button>
      </div>
      {fields.length === 0 ? (
        <p className={styles.hint}>Add at least one option.</p>
      ) : (
        <ul className={ui.chips} aria-label={`Options of ${fieldLabel}`}>
          {fields.map((field, index) => (
            <li key={field.id}>
              {field.value}{' '}
              <button
                type="button"
                className={fieldStyles.chipRemove}
                onClick={() => remove(index)}
                aria-label={`Remove option ${field.value}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
