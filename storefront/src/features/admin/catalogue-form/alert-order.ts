import { CATALOGUE_MESSAGES } from '@shop/contracts';
import type { FieldErrors } from 'react-hook-form';

/** One problem the form's schema found: where (dotted path) and the message to show. */
export interface FormProblem {
  path: string;
  message: string;
}

export type AlertRule = (problem: FormProblem) => boolean;

const says =
  (message: string): AlertRule =>
  (problem) =>
    problem.message === message;

const isDropdownWithoutOptions: AlertRule = (problem) => /^fields\.\d+\.options$/.test(problem.path);

/** Create and Update Product: required fields, frame colour, at least 1 image, at most 2. */
export const PRODUCT_ALERT_ORDER: readonly AlertRule[] = [
  says(CATALOGUE_MESSAGES.required),
  says(CATALOGUE_MESSAGES.frameColor),
  says(CATALOGUE_MESSAGES.minImages),
  says(CATALOGUE_MESSAGES.maxImages),
];

/** Create Template (spec point 5, in this order): as products, with dropdown options before at most 2 images. */
export const TEMPLATE_ALERT_ORDER: readonly AlertRule[] = [
  says(CATALOGUE_MESSAGES.required),
  says(CATALOGUE_MESSAGES.frameColor),
  says(CATALOGUE_MESSAGES.minImages),
  isDropdownWithoutOptions,
  says(CATALOGUE_MESSAGES.maxImages),
];

const SKIPPED_KEYS = new Set(['ref', 'message', 'type', 'types']);

/** react-hook-form's nested errors as a flat list, in the order the schema reported them. */
export function problemsOf(errors: FieldErrors, prefix = ''): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || SKIPPED_KEYS.has(key)) continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message) problems.push({ path, message });
    problems.push(...problemsOf(value as FieldErrors, path));
  }
  return problems;
}

/**
 * The one alert a submit shows: the first of the spec's problems in the spec's order, else the first
 * other rule of the server's schema that failed.
 */
export function firstAlert(errors: FieldErrors, order: readonly AlertRule[]): string | undefined {
  const problems = problemsOf(errors);
  for (const rule of order) {
    const match = problems.find(rule);
    if (match) return match.message;
  }
  return problems[0]?.message;
}
