import { CUSTOM_FIELD_TYPES } from '@shop/contracts';
import styles from '../catalogue-form/catalogue-form.module.css';
import ui from '../components/admin-ui.module.css';
import fieldStyles from './custom-field-builder.module.css';
import { type CustomFieldDraft, isCustomFieldType, withFieldType, withOption } from './custom-field-draft';
import { DropdownOptionsEditor } from './dropdown-options-editor';

interface CustomFieldEditorProps {
  field: CustomFieldDraft;
  number: number;
  onChange: (field: CustomFieldDraft) => void;
  onRemove: () => void;
}

/** One custom field: its name, type, whether the shopper must fill it, and a dropdown's options. */
export function CustomFieldEditor({ field, number, onChange, onRemove }: CustomFieldEditorProps) {
  const label = `Field ${number}`;
  return (
    <fieldset className={fieldStyles.field}>
      <legend className={styles.label}>{label}</legend>
      <div className={fieldStyles.row}>
        <label className={styles.field}>
          <span className={styles.smallLabel}>Field Name</span>
          <input
            className={styles.control}
            aria-label={`${label} name`}
            value={field.fieldName}
            onChange={(event) => onChange({ ...field, fieldName: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.smallLabel}>Field Type</span>
          <select
            className={styles.control}
            aria-label={`${label} type`}
            value={field.fieldType}
            onChange={(event) => {
              const type = event.target.value;
              if (isCustomFieldType(type)) onChange(withFieldType(field, type));
            }}
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
            checked={field.required}
            onChange={(event) => onChange({ ...field, required: event.target.checked })}
          />
          Required
        </label>
        <button type="button" className={ui.buttonSmall} onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove
        </button>
      </div>
      {field.fieldType === 'dropdown' && (
        <DropdownOptionsEditor
          fieldLabel={label}
          options={field.options}
          onAdd={(option) => onChange(withOption(field, option))}
          onRemove={(option) => onChange({ ...field, options: field.options.filter((o) => o !== option) })}
        />
      )}
    </fieldset>
  );
}
