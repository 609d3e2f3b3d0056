/** An index moved around a ring of `count` places. */
export function wrapAround(index: number, count: number): number {
  return ((index % count) + count) % count;
}
