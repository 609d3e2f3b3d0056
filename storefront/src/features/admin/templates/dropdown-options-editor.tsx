import { useState } from 'react';
import styles from '../catalogue-form/catalogue-form.module.css';
import ui from '../components/admin-ui.module.css';
import fieldStyles from './custom-field-builder.module.css';

interface DropdownOptionsEditorProps {
  fieldLabel: string;
  options: readonly string[];
  onAdd: (option: string) => void;
  onRemove: (option: string) => void;
}

/** The choices of a dropdown field: type one, add it (button or Enter), remove any. */
export function DropdownOptionsEditor({ fieldLabel, options, onAdd, onRemove }: DropdownOptionsEditorProps) {
  const [text, setText] = useState('');
  const add = () => {
    onAdd(text);
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
      {options.length === 0 ? (
        <p className={styles.hint}>Add at least one option.</p>
      ) : (
        <ul className={ui.chips} aria-label={`Options of ${fieldLabel}`}>
          {options.map((option) => (
            <li key={option}>
              {option}{' '}
              <button
                type="button"
                className={fieldStyles.chipRemove}
                onClick={() => onRemove(option)}
                aria-label={`Remove option ${option}`}
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
