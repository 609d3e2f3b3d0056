import { formatRupees, MINIMUM_ORDER } from '@shop/contracts';

export const MINIMUM_ORDER_MESSAGE = `Minimum order amount is ${formatRupees(MINIMUM_ORDER)}`;
export const LOCKED_QUANTITY_MESSAGE = "Custom product don't have quantity";

/** The cart's total must reach Rs. 500 before checkout (spec point 5, 'Cart'). */
export function meetsMinimumOrder(total: number): boolean {
  return total >= MINIMUM_ORDER;
}

/** A custom detail worth showing as a picture: an uploaded image's address. */
export function isImageValue(value: string): boolean {
  return (
    /^(https?:\/\/|\/uploads\/)\S+$/i.test(value) &&
    /\.(jpe?g|png|gif|webp|bmp|svg)(\?|$)|image|upload/i.test(value)
  );
}
