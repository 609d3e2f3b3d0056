import { CUSTOM_FIELD_TYPES, type TemplateDraft } from '@shop/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import styles from '../catalogue-form/catalogue-form.module.css';
import ui from '../components/admin-ui.module.css';
import fieldStyles from './custom-field-builder.module.css';
import { DropdownOptionsEditor } from './dropdown-options-editor';

interface CustomFieldEditorProps {
  index: number;
  onRemove: () => void;
}

/** One custom field: its name, type, whether the shopper must fill it, and a dropdown's options. */
export function CustomFieldEditor({ index, onRemove }: CustomFieldEditorProps) {
  const { register, setValue, control } = useFormContext<TemplateDraft>();
  const fieldType = useWatch({ control, name: `customFields.${index}.fieldType` });
  const label = `Field ${index + 1}`;
  return (
    <fieldset className={fieldStyles.field}>
      <legend className={styles.label}>{label}</legend>
      <div className={fieldStyles.row}>
        <label className={styles.field}>
          <span className={styles.smallLabel}>Field Name</span>
          <input
            className={styles.control}
            aria-label={`${label} name`}
            {...register(`customFields.${index}.fieldName`)}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.smallLabel}>Field Type</span>
          <select
            className={styles.control}
            aria-label={`${label} type`}
            {...register(`customFields.${index}.fieldType`, {
              // Changing the type away from dropdown clears the options (spec point 4).
              onChange: (event) => {
                if (event.target.value !== 'dropdown') setValue(`customFields.${index}.options`, []);
              },
            })}
          >
            {CUSTOM_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            aria-label={`${label} required`}
            {...register(`customFields.${index}.required`)}
          />
          Required
        </label>
        <button type="button" className={ui.buttonSmall} onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove
        </button>
      </div>
      {fieldType === 'dropdown' && <DropdownOptionsEditor fieldIndex={index} fieldLabel={label} />}
    </fieldset>
  );
}
