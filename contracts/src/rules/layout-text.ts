// What a placed text field shows on the template's picture, and which way it reads: the storefront's
// live preview and the server's drawn proof both take it from here, so the two never disagree.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A value as its box draws it: a date field's `2026-12-31` as 'Dec 31, 2026', anything else as typed. */
export function layoutValueText(fieldType: string, value: string): string {
  const date = fieldType === 'date' ? ISO_DATE.exec(value) : null;
  const month = date ? MONTHS[Number(date[2]) - 1] : undefined;
  if (!date || !month) return value;
  return `${month} ${Number(date[3])}, ${date[1]}`;
}

// The first strongly directional letter decides, as the browser's dir="auto" does.
const STRONG_LETTER = /\p{L}/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** 'rtl' for text that begins (after digits and spaces) with Urdu or another right-to-left script. */
export function writingDirection(text: string): 'rtl' | 'ltr' {
  const first = STRONG_LETTER.exec(text)?.[0];
  return first && RIGHT_TO_LEFT.test(first) ? 'rtl' : 'ltr';
}
