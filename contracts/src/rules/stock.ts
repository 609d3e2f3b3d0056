import { ruleText } from './rule-texts';

/** Stock at or under this many (and above none) is low (spec point 4's badge, point 9's admin colours). */
export const LOW_STOCK_LIMIT = 10;

export type StockLevel = 'out' | 'low' | 'in';

/** 0 out, 1 to 10 low, above 10 in stock. */
export function stockLevelOf(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_LIMIT ? 'low' : 'in';
}

/**
 * Add to Cart when the cart already holds all of a product's stock: every size and frame of a product
 * shares one stock, so nothing was added.
 */
export function cartAtStockMessage(name: string, stock: number): string {
  return ruleText('stock.cartHasAll', { stock, name });
}

/** Add to Cart when only part of the quantity fitted under the product's stock. */
export function cartPartlyAddedMessage(name: string, added: number): string {
  return ruleText('stock.partlyAdded', { added, name });
}

/** A cart line lowered (or removed) on a visit because the product's stock fell under its quantity. */
export function cartStockFellMessage(name: string, stock: number): string {
  return stock > 0
    ? ruleText('stock.loweredInCart', { stock, name })
    : ruleText('stock.goneFromCart', { name });
}

/** An order (or a staff correction of one) asking for more than the shelf holds: the 409's message. */
export function stockShortMessage(name: string, left: number): string {
  return left > 0 ? ruleText('stock.short', { left, name }) : ruleText('stock.out', { name });
}
