import { formatRupees } from '@shop/contracts';

/** A price as `Rs. 1,500`, isolated so that Urdu text around it neither reorders nor reshapes it. */
export function Rupees({ amount }: { amount: number }) {
  return <bdi>{formatRupees(amount)}</bdi>;
}
