import { formatRupees, type OrderConflictDetails, orderConflictDetailsSchema } from '@shop/contracts';
import type { CartLine } from '@/lib/cart';
import { isolated, pageText } from '@/lib/i18n/page-texts';

export interface MendedCart {
  lines: CartLine[];
  /** What changed, in the shop's words. */
  notice: string;
}

function sameChoice(line: CartLine, details: OrderConflictDetails): boolean {
  if (line.id !== details.itemId) return false;
  if (details.sizeIndex != null && line.sizeIndex != null) return line.sizeIndex === details.sizeIndex;
  if (details.size != null) return (line.size ?? '') === details.size;
  return true;
}

/** The stock left shared out over the item's lines in cart order; lines left with none go. */
function withinStock(lines: readonly CartLine[], itemId: string, stockLeft: number): CartLine[] {
  let left = Math.max(0, stockLeft);
  return lines.flatMap((line) => {
    if (line.id !== itemId) return [line];
    const quantity = Math.min(line.quantity, left);
    left -= quantity;
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
}

/**
 * The lines mended after the server refused the order for a change it names in `error.details` (a
 * new price, less stock left), with what to tell the shopper (naming the item by `nameOf`, its name in
 * the page's language); null when the refusal names none.
 */
export function mendAfterRefusal(
  lines: readonly CartLine[],
  rawDetails: unknown,
  nameOf: (line: CartLine) => string = (line) => line.name,
): MendedCart | null {
  const parsed = orderConflictDetailsSchema.safeParse(rawDetails);
  if (!parsed.success) return null;
  const details = parsed.data;
  const refused = lines.find((line) => line.id === details.itemId);
  if (refused === undefined) return null;
  const name = nameOf(refused);
  if (details.currentPrice !== undefined) {
    const price = details.currentPrice;
    return {
      lines: lines.map((line) => (sameChoice(line, details) ? { ...line, price } : line)),
      notice: pageText('order.priceChanged', { name, price: isolated(formatRupees(price)) }),
    };
  }
  if (details.stockLeft !== undefined) {
    return {
      lines: withinStock(lines, details.itemId, details.stockLeft),
      notice:
        details.stockLeft > 0
          ? pageText('order.fewerLeft', { count: details.stockLeft, name })
          : pageText('order.nowOutOfStock', { name }),
    };
  }
  return null;
}
