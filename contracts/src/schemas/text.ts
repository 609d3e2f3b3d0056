import { z } from 'zod';
import { ruleText } from '../rules/rule-texts';

/**
 * Characters no text of the shop may hold: lone UTF-16 surrogates (half a character, which storage
 * and JSON mangle) and the bidirectional embedding, override and isolate controls (U+202A-U+202E,
 * U+2066-U+2069) that make a name display otherwise than it reads. Right-to-left letters (Urdu,
 * Arabic) and the plain direction marks stay allowed.
 */
const UNSAFE_CHARACTERS = /\p{Cs}|[\u202A-\u202E\u2066-\u2069]/u;

export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_CHARACTERS.test(text);
}

function unsafeCharactersMessage(label: string) {
  return ruleText('text.unsafeCharacters', { label });
}

/** A text the user must fill: trimmed, non-blank, bounded. The label names the field in messages. */
export function requiredText(
  label: string,
  max: number,
  blankMessage = ruleText('text.required', { label }),
) {
  return z
    .string({ error: blankMessage })
    .trim()
    .min(1, blankMessage)
    .max(max, ruleText('text.tooLong', { label, max }))
    .refine((text) => !hasUnsafeCharacters(text), unsafeCharactersMessage(label));
}

/** A text that may be left out: absent stays absent (a body without it reads as before it existed). */
export function omissibleText(label: string, max: number) {
  return z
    .string({ error: ruleText('text.notText', { label }) })
    .trim()
    .max(max, ruleText('text.tooLong', { label, max }))
    .refine((text) => !hasUnsafeCharacters(text), unsafeCharactersMessage(label))
    .optional();
}

export function optionalText(label: string, max: number) {
  return omissibleText(label, max).default('');
}

/** A plain decimal integer written as text, as HTML inputs and form-built clients send numbers. */
const INTEGER_TEXT = /^-?\d{1,15}$/;

function numberFromIntegerText(value: unknown): unknown {
  return typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : value;
}

/**
 * A whole number within min..max. The wire takes it as a number or as plain decimal text ("7");
 * anything else (text like "7.5", "7 items", "") is refused with the same message as any non-number.
 */
export function wholeNumber(label: string, min: number, max: number) {
  return z.preprocess(
    numberFromIntegerText,
    z
      .number({ error: ruleText('number.notNumber', { label }) })
      .int(ruleText('number.notWhole', { label }))
      .min(min, ruleText('number.tooSmall', { label, min }))
      .max(max, ruleText('number.tooLarge', { label, max })),
  );
}

/** An optional whole number: absent, null or an empty text (an input left blank) all mean none. */
export function optionalWholeNumber(label: string, min: number, max: number) {
  return z.preprocess((value) => (value === '' ? null : value), wholeNumber(label, min, max).nullish());
}

/** The message of the first problem, prefixed by nothing: every rule's message names its field. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue) : ruleText('request.invalid');
}

/** One problem's message; an unknown key's names it. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys')
    return ruleText('request.unknownFields', { fields: issue.keys.join(', ') });
  return issue.message;
}
