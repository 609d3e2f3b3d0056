/** An index moved around a ring of `count` places: past the end comes the start, before the start the end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
