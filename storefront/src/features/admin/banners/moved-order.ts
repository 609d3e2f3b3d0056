/** The ids with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function movedOrder(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  const order = [...ids];
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return order;
  [order[index], order[target]] = [order[target], order[index]];
  return order;
}
