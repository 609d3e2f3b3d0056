import type { TemplateDraft } from '@shop/contracts';
import { useFieldArray, useFormContext } from 'react-hook-form';
import styles from '../catalogue-form/catalogue-form.module.css';
import { CustomFieldEditor } from './custom-field-editor';

/** The fields a shopper fills to customise the product; a new one is text and not required (spec point 3). */
export function CustomFieldBuilder() {
  const { control } = useFormContext<TemplateDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'customFields' });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Custom Fields</legend>
      {fields.length === 0 && <p className={styles.hint}>No custom fields yet.</p>}
      {fields.map((field, index) => (
        <CustomFieldEditor key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      <button
        type="button"
        className={styles.addButton}
        onClick={() => append({ fieldName: '', fieldType: 'text', required: false, options: [] })}
      >
        + Add Custom Field
      </button>
    </fieldset>
  );
}
