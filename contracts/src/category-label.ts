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
  let label = labels.get(value);
  if (label === undefined) {
    label = titleCase(value);
    if (labels.size >= LABELS_KEPT) labels.clear();
    labels.set(value, label);
  }
  return label;
}

/**
 * Labels already worked out: a listing shows the same few categories on every card and option, each
 * render, and the Unicode-aware title case costs more than a lookup. Bounded, as staff name categories.
 */
const labels = new Map<string, string>();
const LABELS_KEPT = 500;

function titleCase(value: string): string {
  const upper = value.trim().toUpperCase();
  const known = DISPLAY_NAMES[upper];
  if (known) return known;
  return upper
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_match, start: string, letter: string) => start + letter.toUpperCase());
}
