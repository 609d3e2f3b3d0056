import { isUploadedImage } from '../rules/image-value';
import { ruleText } from '../rules/rule-texts';
import type { CustomField } from './item-answers';

/** What the customise form's inputs give: a decimal number, a YYYY-MM-DD date, a #rrggbb colour. */
const NUMBER_VALUE = /^-?\d{1,15}(\.\d{1,6})?$/;
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;
const COLOR_VALUE = /^#[0-9a-f]{6}$/i;

function isCalendarDate(value: string): boolean {
  if (!DATE_VALUE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Why a shopper's (non-blank, trimmed) value does not fit its custom field's type, or null when it
 * fits. Blank values are the required rule's business. The server refuses an order with such a value;
 * the customise form asks for a fix before the item reaches the cart.
 */
export function customValueProblem(
  field: Pick<CustomField, 'fieldName' | 'fieldType' | 'options'>,
  value: string,
): string | null {
  const label = field.fieldName;
  switch (field.fieldType) {
    case 'number':
      return NUMBER_VALUE.test(value) ? null : ruleText('number.notNumber', { label });
    case 'date':
      return isCalendarDate(value) ? null : ruleText('customValue.notDate', { label });
    case 'color':
      return COLOR_VALUE.test(value) ? null : ruleText('customValue.notColor', { label });
    case 'dropdown':
      return field.options.includes(value) ? null : ruleText('customValue.notOption', { value, label });
    case 'image':
      return isUploadedImage(value) ? null : ruleText('customValue.notImage', { label });
    default:
      return null;
  }
}
