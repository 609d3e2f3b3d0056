/** Display names that title case alone gets wrong: the spec's misspelling, and initialisms. */
const DISPLAY_NAMES: Record<string, string> = {
  EDUCTAION: 'Education',
  BTS: 'BTS',
  NBA: 'NBA',
  'MOTO GP': 'Moto GP',
  'TV SERIES': 'TV Series',
};

/**
 * A stored category as the storefront shows it: title case, spelling corrected ("EDUCTAION" reads
 * "Education", "TV SERIES" reads "TV Series"). Stored values stay as the spec has them.
 */
export function categoryLabel(value: string): string {
  const upper = value.trim().toUpperCase();
  const known = DISPLAY_NAMES[upper];
  if (known) return known;
  return upper
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_match, start: string, letter: string) => start + letter.toUpperCase());
}
