import { FIELD_SCRIPTS, type FieldScript, SCRIPT_LANGUAGES, type ShopLocale } from '@shop/contracts';

/** The script of the page's language: Urdu on Urdu pages, English on the others. */
export function scriptOfLocale(locale: ShopLocale): FieldScript {
  return FIELD_SCRIPTS.find((script) => SCRIPT_LANGUAGES[script] === locale) ?? 'latin';
}
