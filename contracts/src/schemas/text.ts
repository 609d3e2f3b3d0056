import { z } from 'zod';

/** A text the user must fill: trimmed, non-blank, bounded. The label names the field in messages. */
export function requiredText(label: string, max: number, blankMessage = `${label} is required`) {
  return z
    .string({ error: blankMessage })
    .trim()
    .min(1, blankMessage)
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default('');
}

export function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

/** The message of the first problem, prefixed by nothing: every rule's message names its field. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  return issue.message;
}
