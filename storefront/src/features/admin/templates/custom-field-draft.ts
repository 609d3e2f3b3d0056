import { CUSTOM_FIELD_TYPES, type CustomFieldType } from '@shop/contracts';

/** What the custom-field builder holds for one field. */
export interface CustomFieldDraft {
  key: string;
  fieldName: string;
  fieldType: CustomFieldType;
  required: boolean;
  options: string[];
}

let nextKey = 0;

/** A new field: text, not required (spec point 3). */
export function newCustomField(): CustomFieldDraft {
  nextKey += 1;
  return { key: `field-${nextKey}`, fieldName: '', fieldType: 'text', required: false, options: [] };
}

export function isCustomFieldType(value: string): value is CustomFieldType {
  return (CUSTOM_FIELD_TYPES as readonly string[]).includes(value);
}

/** Changing a field's type away from dropdown clears its options (spec point 4). */
export function withFieldType(field: CustomFieldDraft, fieldType: CustomFieldType): CustomFieldDraft {
  return { ...field, fieldType, options: fieldType === 'dropdown' ? field.options : [] };
}

/** Adds an option once, trimmed; blank and repeated options are ignored. */
export function withOption(field: CustomFieldDraft, option: string): CustomFieldDraft {
  const text = option.trim();
  if (!text || field.options.includes(text)) return field;
  return { ...field, options: [...field.options, text] };
}

export function customFieldsPayload(fields: readonly CustomFieldDraft[]) {
  return fields.map(({ fieldName, fieldType, required, options }) => ({
    fieldName: fieldName.trim(),
    fieldType,
    required,
    options,
  }));
}
