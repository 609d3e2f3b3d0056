/**
 * Pakistani phone numbers in one canonical form, so `0300 1234567`, `+92 300 1234567`,
 * `92-300-1234567` and `0092 300 1234567` are the same number: digits only, national form `0300…`.
 */
export function canonicalPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('0092')) digits = digits.slice(4);
  else if (digits.startsWith('92') && digits.length >= 12) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits === '' ? '' : `0${digits}`;
}

/** The number in international form without the plus (`92300…`), as `https://wa.me/` and `tel:` want it. */
export function internationalPhone(raw: string): string {
  const canonical = canonicalPhone(raw);
  return canonical === '' ? '' : `92${canonical.slice(1)}`;
}

/** Two spellings of one number compare equal; an empty number equals nothing. */
export function samePhone(a: string, b: string): boolean {
  const left = canonicalPhone(a);
  return left !== '' && left === canonicalPhone(b);
}
