import {
  type CustomField,
  type FieldScript,
  type PrintQuality,
  SCRIPT_DIRECTIONS,
  SCRIPT_LANGUAGES,
} from '@shop/contracts';
import { memo, type ReactNode, useId } from 'react';
import form from '@/styles/form-field.module.css';
import type { UploadState } from '../lib/use-image-uploads';
import styles from './customize-form.module.css';
import { ImageFieldInput } from './image-field-input';
import { ScriptChoice } from './script-choice';
import { usePageText } from '@/lib/i18n/page-texts';

/** Its callbacks name the field, so one function serves every field and a keystroke redraws its own field only. */
interface CustomFieldInputProps {
  field: CustomField;
  value: string;
  onChange: (fieldName: string, value: string) => void;
  /** The script the shopper writes in, for a field that offers both: a choice beside its input. */
  script?: FieldScript;
  onScriptChange?: (fieldName: string, script: FieldScript) => void;
  upload?: UploadState;
  printQuality?: PrintQuality | null;
  onImageSelected: (fieldName: string, file: unknown) => void;
}

const INPUT_TYPES: Partial<Record<CustomField['fieldType'], string>> = {
  text: 'text',
  number: 'number',
  date: 'date',
};

/** One custom field: required ones marked *, the others '(Optional)' (spec point 5). */
export const CustomFieldInput = memo(function CustomFieldInput({
  field,
  value,
  onChange,
  script,
  onScriptChange,
  upload,
  printQuality = null,
  onImageSelected,
}: CustomFieldInputProps) {
  const id = useId();
  const text = usePageText();
  const { fieldName } = field;
  const change = (event: { target: { value: string } }) => onChange(fieldName, event.target.value);
  const label = (
    <label htmlFor={id} className={form.label}>
      {field.fieldName}{' '}
      {field.required ? (
        <span className={form.required} aria-hidden="true">
          *
        </span>
      ) : (
        <span className={styles.optional}>{text('detail.optional')}</span>
      )}
    </label>
  );

  if (field.fieldType === 'image') {
    return (
      <div className={form.field}>
        {label}
        <ImageFieldInput
          id={id}
          fieldName={field.fieldName}
          required={field.required}
          value={value}
          upload={upload}
          printQuality={printQuality}
          onSelect={(file) => onImageSelected(fieldName, file)}
        />
      </div>
    );
  }

  // A field written in a chosen script reads and is spoken in it.
  const writing = script ? { dir: SCRIPT_DIRECTIONS[script], lang: SCRIPT_LANGUAGES[script] } : {};
  let control: ReactNode;
  if (field.fieldType === 'textarea') {
    control = (
      <textarea
        id={id}
        {...writing}
        className={form.input}
        rows={3}
        value={value}
        required={field.required}
        onChange={change}
      />
    );
  } else if (field.fieldType === 'dropdown') {
    control = (
      <select id={id} className={form.input} value={value} required={field.required} onChange={change}>
        {field.required && <option value="">{text('detail.selectField', { field: field.fieldName })}</option>}
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.fieldType === 'color') {
    control = (
      <div className={styles.colorRow}>
        <input
          id={id}
          type="color"
          className={styles.color}
          value={value || '#000000'}
          required={field.required}
          onChange={change}
        />
        <span className={styles.colorValue}>{value || text('detail.noColourChosen')}</span>
      </div>
    );
  } else {
    control = (
      <input
        id={id}
        {...writing}
        type={INPUT_TYPES[field.fieldType] ?? 'text'}
        className={form.input}
        value={value}
        required={field.required}
        onChange={change}
      />
    );
  }

  return (
    <div className={form.field}>
      {script && onScriptChange ? (
        <div className={styles.labelRow}>
          {label}
          <ScriptChoice
            fieldName={fieldName}
            script={script}
            onChange={(picked) => onScriptChange(fieldName, picked)}
          />
        </div>
      ) : (
        label
      )}
      {control}
    </div>
  );
});
