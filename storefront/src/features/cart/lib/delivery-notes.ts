import {
  type DeliverySettings,
  formatRupees,
  hasOneDeliveryCharge,
  lowestDeliveryCharge,
} from '@shop/contracts';

/**
 * What the cart says about delivery before the checkout knows the city. At the spec's flat charge
 * nothing (the spec's cart shows items and total; checkout adds the Rs. 250); when cities pay
 * differently, the lowest charge and that the city decides it; with free delivery set, from what amount
 * and whether this cart has reached it.
 */
export function cartDeliveryNotes(settings: DeliverySettings, subtotal: number): string[] {
  const { freeDeliveryFrom } = settings;
  if (freeDeliveryFrom !== null && subtotal >= freeDeliveryFrom) return ['Delivery is free on this order.'];
  const notes: string[] = [];
  if (!hasOneDeliveryCharge(settings)) {
    notes.push(
      `Delivery from ${formatRupees(lowestDeliveryCharge(settings))}, depending on your city: checkout shows yours.`,
    );
  }
  if (freeDeliveryFrom !== null) {
    notes.push(`Free delivery on orders of ${formatRupees(freeDeliveryFrom)} or more.`);
  }
  return notes;
}
