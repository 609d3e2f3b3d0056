import { cartStockFellMessage } from '@shop/contracts';
import { type CartLine, quantityOfItem, withinItemStock } from '@/lib/cart';

/**
 * The cart held within each item's stock now: the lines of an item whose stock fell under what they
 * hold are lowered (in cart order; a line left with none goes), with a message per such item. Lines
 * learn their item's stock, so the + button stops there. Null when nothing changes. The messages name
 * an item by `nameOf` (its name in the page's language).
 */
export function cartWithinStock(
  lines: readonly CartLine[],
  stocks: ReadonlyMap<string, number>,
  nameOf: (line: CartLine) => string = (line) => line.name,
): { lines: CartLine[]; notices: string[] } | null {
  let next = [...lines];
  const notices: string[] = [];
  let changed = false;
  for (const [id, stock] of stocks) {
    const held = quantityOfItem(next, id);
    const item = next.find((line) => line.id === id);
    if (!item) continue;
    if (held > stock) notices.push(cartStockFellMessage(nameOf(item), stock));
    if (held > stock || next.some((line) => line.id === id && line.stock !== stock)) {
      next = withinItemStock(next, id, stock);
      changed = true;
    }
  }
  return changed ? { lines: next, notices } : null;
}
