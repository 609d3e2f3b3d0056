import {
  type CustomField,
  FIELD_SCRIPTS,
  type FieldScript,
  type FieldScripts,
  offersScriptChoice,
  SCRIPT_LANGUAGES,
  type ShopLocale,
  scriptOfField,
  startingScript,
} from '@shop/contracts';
import type { CustomValues } from './custom-fields';

/** The script of the page's language: Urdu on Urdu pages, English on the others. */
export function scriptOfLocale(locale: ShopLocale): FieldScript {
  return FIELD_SCRIPTS.find((script) => SCRIPT_LANGUAGES[script] === locale) ?? 'latin';
}

/**
 * The script each field that offers both is written in: the one the shopper picked, else the one its
 * text is in, else the page's (decision 0064).
 */
export function scriptsOfFields(
  fields: readonly CustomField[],
  values: CustomValues,
  picked: FieldScripts,
  pageScript: FieldScript,
): FieldScripts {
  return Object.fromEntries(
    fields.filter(offersScriptChoice).map(({ fieldName }) => {
      const value = Object.hasOwn(values, fieldName) ? values[fieldName] : '';
      return [fieldName, scriptOfField(picked, fieldName) ?? startingScript(value ?? '', pageScript)];
    }),
  );
}
