import {
  type DeliverySettings,
  formatRupees,
  hasOneDeliveryCharge,
  lowestDeliveryCharge,
} from '@shop/contracts';
import { isolated, pageText } from '@/lib/i18n/page-texts';

/**
 * What the cart says about delivery before the checkout knows the city. At the spec's flat charge
 * nothing (the spec's cart shows items and total; checkout adds the Rs. 250); when cities pay
 * differently, the lowest charge and that the city decides it; with free delivery set, from what amount
 * and whether this cart has reached it.
 */
export function cartDeliveryNotes(settings: DeliverySettings, subtotal: number): string[] {
  const { freeDeliveryFrom } = settings;
  if (freeDeliveryFrom !== null && subtotal >= freeDeliveryFrom) return [pageText('cart.deliveryFreeHere')];
  const notes: string[] = [];
  if (!hasOneDeliveryCharge(settings)) {
    notes.push(
      pageText('cart.deliveryFrom', { amount: isolated(formatRupees(lowestDeliveryCharge(settings))) }),
    );
  }
  if (freeDeliveryFrom !== null) {
    notes.push(pageText('cart.freeDeliveryFrom', { amount: isolated(formatRupees(freeDeliveryFrom)) }));
  }
  return notes;
}
