import type { CustomField, FieldScript, FieldScripts, PrintQuality } from '@shop/contracts';
import { useId } from 'react';
import { requiredFieldsMessage, scriptOfField } from '@shop/contracts';
import type { CustomValues } from '../lib/custom-fields';
import type { UploadState } from '../lib/use-image-uploads';
import { CustomFieldInput } from './custom-field-input';
import styles from './customize-form.module.css';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { usePageText } from '@/lib/i18n/page-texts';

interface CustomizeFormProps {
  fields: readonly CustomField[];
  values: CustomValues;
  onChange: (fieldName: string, value: string) => void;
  /** The script of each field that offers both: the shopper picks it beside the field. */
  fieldScripts: FieldScripts;
  onScriptChange: (fieldName: string, script: FieldScript) => void;
  uploads: Record<string, UploadState>;
  /** How each uploaded photo prints at the chosen size. */
  photoQualities: Record<string, PrintQuality | null>;
  onImageSelected: (fieldName: string, file: unknown) => void;
  missingFields: readonly string[];
}

/** 'Customize Your Product': the template's custom fields (spec points 2 and 5). */
export function CustomizeForm({
  fields,
  values,
  onChange,
  fieldScripts,
  onScriptChange,
  uploads,
  photoQualities,
  onImageSelected,
  missingFields,
}: CustomizeFormProps) {
  const headingId = useId();
  const sayRule = useRuleText();
  const text = usePageText();
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {text('detail.customizeTitle')}
      </h2>
      {missingFields.length > 0 && (
        <p className={styles.warning}>{sayRule(requiredFieldsMessage(missingFields))}</p>
      )}
      <div className={styles.fields}>
        {fields.map((field) => (
          <CustomFieldInput
            key={field.fieldName}
            field={field}
            value={values[field.fieldName] ?? ''}
            onChange={onChange}
            script={scriptOfField(fieldScripts, field.fieldName)}
            onScriptChange={onScriptChange}
            upload={uploads[field.fieldName]}
            printQuality={photoQualities[field.fieldName] ?? null}
            onImageSelected={onImageSelected}
          />
        ))}
      </div>
    </section>
  );
}
