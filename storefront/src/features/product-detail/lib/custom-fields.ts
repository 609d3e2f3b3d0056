import { type CustomField, customValueProblem } from '@shop/contracts';
import { z } from 'zod';

export type CustomValues = Record<string, string>;

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

/** The shopper's custom values as a zod schema: required fields must be non-blank (spec point 5). */
export function customValuesSchema(fields: readonly CustomField[]) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const field of fields) {
    shape[field.fieldName] = field.required
      ? z.string({ error: field.fieldName }).trim().min(1, field.fieldName)
      : z.string().optional().default('');
  }
  return z.object(shape);
}

/**
 * The first filled custom value that does not fit its field's type (a number, a date, a colour), in
 * the server's words (the contracts' rule); null when every value fits.
 */
export function invalidCustomValue(fields: readonly CustomField[], values: CustomValues): string | null {
  for (const field of fields) {
    const value = (Object.hasOwn(values, field.fieldName) ? values[field.fieldName] : '')?.trim() ?? '';
    const problem = value ? customValueProblem(field, value) : null;
    if (problem) return problem;
  }
  return null;
}

/** Names of the required fields still blank, in the template's order. */
export function missingRequiredFields(fields: readonly CustomField[], values: CustomValues): string[] {
  const result = customValuesSchema(fields).safeParse(values);
  if (result.success) return [];
  const missing = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return fields.map((field) => field.fieldName).filter((name) => missing.has(name));
}

export function missingFieldsNotice(names: readonly string[]): string {
  return `Required fields missing: Please fill in ${names.join(' | ')} to proceed.`;
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
