import styles from '../catalogue-form/catalogue-form.module.css';
import { CustomFieldEditor } from './custom-field-editor';
import { type CustomFieldDraft, newCustomField } from './custom-field-draft';

interface CustomFieldBuilderProps {
  fields: readonly CustomFieldDraft[];
  onChange: (fields: CustomFieldDraft[]) => void;
}

/** The fields a shopper fills to customise the product. */
export function CustomFieldBuilder({ fields, onChange }: CustomFieldBuilderProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Custom Fields</legend>
      {fields.length === 0 && <p className={styles.hint}>No custom fields yet.</p>}
      {fields.map((field, index) => (
        <CustomFieldEditor
          key={field.key}
          field={field}
          number={index + 1}
          onChange={(changed) => onChange(fields.map((f) => (f.key === field.key ? changed : f)))}
          onRemove={() => onChange(fields.filter((f) => f.key !== field.key))}
        />
      ))}
      <button
        type="button"
        className={styles.addButton}
        onClick={() => onChange([...fields, newCustomField()])}
      >
        + Add Custom Field
      </button>
    </fieldset>
  );
}
