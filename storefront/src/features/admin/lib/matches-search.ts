/** Case-insensitive substring search over the given texts; an empty term matches everything. */
export function matchesSearch(term: string, ...texts: (string | null | undefined)[]): boolean {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return true;
  return texts.some((text) => text?.toLowerCase().includes(wanted));
}
