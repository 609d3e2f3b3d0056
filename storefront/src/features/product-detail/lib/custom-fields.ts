import { type CustomField, customValueProblem } from '@shop/contracts';
import { pageText } from '@/lib/i18n/page-texts';

export type CustomValues = Record<string, string>;

/** A field's value; a field named like an Object property ('constructor') has none until it is set. */
function ownValue(values: CustomValues, fieldName: string): string {
  return (Object.hasOwn(values, fieldName) ? values[fieldName] : undefined) ?? '';
}

/** Dropdowns start on their first option (empty when required); others on their default or empty. */
export function initialCustomValues(fields: readonly CustomField[]): CustomValues {
  const values: CustomValues = {};
  for (const field of fields) {
    if (field.fieldType === 'dropdown') {
      values[field.fieldName] = field.required ? '' : (field.options[0] ?? '');
    } else {
      values[field.fieldName] = field.defaultValue ?? '';
    }
  }
  return values;
}

/**
 * The first filled custom value that does not fit its field's type (a number, a date, a colour), in
 * the server's words (the contracts' rule); null when every value fits.
 */
export function invalidCustomValue(fields: readonly CustomField[], values: CustomValues): string | null {
  for (const field of fields) {
    const value = ownValue(values, field.fieldName).trim();
    const problem = value ? customValueProblem(field, value) : null;
    if (problem) return problem;
  }
  return null;
}

/** Names of the required fields still blank (spaces count as blank), in the template's order (spec point 5). */
export function missingRequiredFields(fields: readonly CustomField[], values: CustomValues): string[] {
  return fields
    .filter((field) => field.required && !ownValue(values, field.fieldName).trim())
    .map((field) => field.fieldName);
}

export function missingFieldsNotice(names: readonly string[]): string {
  return pageText('detail.requiredFieldsMissing', { fields: names.join(' | ') });
}

/** The custom details kept on the cart line: trimmed, blanks left out. */
export function customFieldsForCart(fields: readonly CustomField[], values: CustomValues): CustomValues {
  const kept: CustomValues = {};
  for (const field of fields) {
    const value = values[field.fieldName]?.trim();
    if (value) kept[field.fieldName] = value;
  }
  return kept;
}
