// The script a placed text field is written in, where its layout lets the shopper pick (issue #36): the
// template page's choice, its live preview and the server's drawn proof all read it from here.
import {
  BOTH_SCRIPTS,
  type FieldScript,
  type LayoutFont,
  SCRIPT_CHOICE_TYPES,
} from '../field-layout-options';
import { writingDirection } from './layout-text';

/** Which way each script reads, and the language it is written in (an element's `dir` and `lang`). */
export const SCRIPT_DIRECTIONS = { latin: 'ltr', urdu: 'rtl' } as const satisfies Record<FieldScript, string>;
export const SCRIPT_LANGUAGES = { latin: 'en', urdu: 'ur' } as const satisfies Record<FieldScript, string>;

/** The script the shopper chose, as staff read it beside the value: how the proof and the print draw it. */
export const SCRIPT_NOTES: Readonly<Record<FieldScript, string>> = {
  latin: 'Written in English: the field’s font, left to right',
  urdu: 'Written in Urdu: Nastaliq, right to left',
};

interface ScriptableField {
  fieldType: string;
  layout?: { scripts?: typeof BOTH_SCRIPTS } | null;
}

/** Whether the shopper picks this field's script: a placed text or textarea field whose layout allows both. */
export function offersScriptChoice(field: ScriptableField): boolean {
  return (
    field.layout?.scripts === BOTH_SCRIPTS &&
    (SCRIPT_CHOICE_TYPES as readonly string[]).includes(field.fieldType)
  );
}

const STRONG_LETTER = /\p{L}/u;

/** The script typed text says it is in, by its first letter (as its direction is read); null before any letter. */
export function scriptOfText(text: string): FieldScript | null {
  if (!STRONG_LETTER.test(text)) return null;
  return writingDirection(text) === 'rtl' ? 'urdu' : 'latin';
}

/** The script a field starts in: what its text says, else the page's language (Urdu on Urdu pages). */
export function startingScript(text: string, pageScript: FieldScript): FieldScript {
  return scriptOfText(text) ?? pageScript;
}

interface NamedScriptableField extends ScriptableField {
  fieldName: string;
}

type FieldValues = Readonly<Record<string, string | undefined>>;

/** A field's value, read as an own key (a field may be named 'constructor'); '' when it has none. */
function valueOfField(values: FieldValues, fieldName: string): string {
  return (Object.keys(values).includes(fieldName) ? values[fieldName] : undefined) ?? '';
}

/**
 * The script each field that offers both is written in: the one picked, else the one its text is in,
 * else `fallback` (on the template page, the page's language: decision 0064). What the input, the
 * preview and the cart line follow.
 */
export function scriptsOfFields(
  fields: readonly NamedScriptableField[],
  values: FieldValues,
  picked: Readonly<Record<string, FieldScript>>,
  fallback: FieldScript,
): Record<string, FieldScript> {
  return Object.fromEntries(
    fields
      .filter(offersScriptChoice)
      .map(({ fieldName }) => [
        fieldName,
        scriptOfField(picked, fieldName) ?? startingScript(valueOfField(values, fieldName), fallback),
      ]),
  );
}

/**
 * The scripts of `scriptsOfFields` that an order line sends: of filled fields only (the server refuses
 * a script without its text).
 */
export function scriptsOfFilledFields(
  fields: readonly NamedScriptableField[],
  values: FieldValues,
  picked: Readonly<Record<string, FieldScript>>,
  fallback: FieldScript,
): Record<string, FieldScript> {
  return Object.fromEntries(
    Object.entries(scriptsOfFields(fields, values, picked, fallback)).filter(
      ([fieldName]) => valueOfField(values, fieldName).trim() !== '',
    ),
  );
}

/** A field's script among a line's, read as an own key (a field may be named 'constructor'). */
export function scriptOfField(
  scripts: Readonly<Record<string, FieldScript>> | null | undefined,
  fieldName: string,
): FieldScript | undefined {
  return scripts && Object.keys(scripts).includes(fieldName) ? scripts[fieldName] : undefined;
}

/**
 * The font and direction a value is drawn in: Urdu in Nastaliq right to left, English in the field's
 * font left to right; without a chosen script (a field that offers none, an older order), the field's
 * font and the direction of the text's first letter, as before.
 */
export function scriptedDrawing(
  font: LayoutFont,
  script: FieldScript | undefined,
  text: string,
): { font: LayoutFont; direction: 'rtl' | 'ltr' } {
  if (!script) return { font, direction: writingDirection(text) };
  return { font: script === 'urdu' ? 'nastaliq' : font, direction: SCRIPT_DIRECTIONS[script] };
}
