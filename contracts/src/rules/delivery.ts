import { DELIVERY_CHARGE, MINIMUM_ORDER } from '../constants';
import { formatRupees } from '../money';

/** A city whose delivery costs other than the flat charge (issue #34 item 7). */
export interface CityDeliveryCharge {
  city: string;
  charge: number;
}

/** The owner's delivery settings (Shop settings); at their defaults the shop charges as the spec says. */
export interface DeliverySettings {
  flatDeliveryCharge: number;
  cityDeliveryCharges: CityDeliveryCharge[];
  /** The subtotal from which delivery is free; null: never free. */
  freeDeliveryFrom: number | null;
  minimumOrder: number;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  flatDeliveryCharge: DELIVERY_CHARGE,
  cityDeliveryCharges: [],
  freeDeliveryFrom: null,
  minimumOrder: MINIMUM_ORDER,
};

/** Bounds of the Shop settings screen's delivery figures. */
export const MAX_DELIVERY_CHARGE = 100_000;
export const MAX_MINIMUM_ORDER = 1_000_000;
export const MAX_CITY_DELIVERY_CHARGES = 200;

/** A city as typed, reduced to what names it: 'Rawal Pindi ', 'rawalpindi' and 'RAWALPINDI' are one city. */
export function cityKey(city: string): string {
  return city.replace(/\s+/g, '').toLowerCase();
}

/** The first city listed twice (by its key), to refuse a list whose charge for it would be ambiguous. */
export function repeatedCity(charges: readonly { city: string }[]): string | null {
  const seen = new Set<string>();
  for (const { city } of charges) {
    const key = cityKey(city);
    if (seen.has(key)) return city;
    seen.add(key);
  }
  return null;
}

/**
 * What delivery to a city costs for an order of this subtotal: nothing from the free-delivery amount
 * on, else the city's own charge, else the flat charge (also for a city not yet entered).
 */
export function deliveryChargeFor(settings: DeliverySettings, city: string, subtotal: number): number {
  if (settings.freeDeliveryFrom !== null && subtotal >= settings.freeDeliveryFrom) return 0;
  const key = cityKey(city);
  if (key === '') return settings.flatDeliveryCharge;
  const own = settings.cityDeliveryCharges.find((entry) => cityKey(entry.city) === key);
  return own ? own.charge : settings.flatDeliveryCharge;
}

/** The cheapest delivery any city pays (before free delivery): the cart's "from" figure until a city is entered. */
export function lowestDeliveryCharge(settings: DeliverySettings): number {
  return Math.min(settings.flatDeliveryCharge, ...settings.cityDeliveryCharges.map((entry) => entry.charge));
}

/** Whether delivery costs the same everywhere (the spec's flat charge), so the cart can name it before a city. */
export function hasOneDeliveryCharge(settings: DeliverySettings): boolean {
  return settings.cityDeliveryCharges.every((entry) => entry.charge === settings.flatDeliveryCharge);
}

/** The Delivery Policy's sentences on charges, written from the settings; at the defaults, the spec's flat Rs. 250. */
export function deliveryPolicyLines(settings: DeliverySettings): string[] {
  const flat = formatRupees(settings.flatDeliveryCharge);
  const lines = hasOneDeliveryCharge(settings)
    ? [`Delivery is a flat ${flat} on every order, anywhere in the country.`]
    : [
        `Delivery is ${flat} on every order, except to ${settings.cityDeliveryCharges
          .map((entry) => `${entry.city.trim()} (${formatRupees(entry.charge)})`)
          .join(', ')}.`,
      ];
  if (settings.freeDeliveryFrom !== null) {
    lines.push(`Delivery is free on orders of ${formatRupees(settings.freeDeliveryFrom)} or more.`);
  }
  return lines;
}
