import { type Customer, formatRupees } from '@shop/contracts';
import type { PricedLine } from './pricing';

/** What a correction compares: the order's customer, lines and money, before and after. */
export interface CorrectedParts {
  customer: Partial<Customer>;
  items: readonly PricedLine[];
  deliveryCharge: number;
  total: number;
}

const CUSTOMER_LABELS: Readonly<Record<keyof Customer, string>> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  country: 'Country',
};

/** A line as staff name it: the item, its size and its frame. */
function lineLabel(line: PricedLine): string {
  return `'${[line.name, line.size, line.frame].filter(Boolean).join(' ')}'`;
}

/** Lines that are the same print (item, size, frame, custom details), whatever their quantity. */
function samePrintKey(line: PricedLine): string {
  const details = Object.entries(line.customFields ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([line.id, line.sizeIndex ?? null, line.size ?? null, line.frame ?? null, details]);
}

function linesByPrint(lines: readonly PricedLine[]) {
  const byPrint = new Map<string, { label: string; quantity: number; price: number }>();
  for (const line of lines) {
    const key = samePrintKey(line);
    const known = byPrint.get(key);
    if (known) known.quantity += line.quantity;
    else byPrint.set(key, { label: lineLabel(line), quantity: line.quantity, price: line.price });
  }
  return byPrint;
}

/**
 * What a correction changed, in words for the order's history, e.g. "Address changed; 'Poster A3' 1 → 2;
 * added 'Frame 8x12'; total Rs. 1,248 → Rs. 1,747". Empty when it changed nothing.
 */
export function correctionSummary(before: CorrectedParts, after: CorrectedParts): string {
  const changes: string[] = [];
  for (const [field, label] of Object.entries(CUSTOMER_LABELS) as [keyof Customer, string][]) {
    if ((before.customer[field] ?? '') !== (after.customer[field] ?? '')) changes.push(`${label} changed`);
  }
  const old = linesByPrint(before.items);
  const now = linesByPrint(after.items);
  for (const [key, line] of old) {
    const next = now.get(key);
    if (!next) {
      changes.push(`removed ${line.label}`);
      continue;
    }
    if (next.quantity !== line.quantity) changes.push(`${line.label} ${line.quantity} → ${next.quantity}`);
    if (next.price !== line.price)
      changes.push(`${line.label} price ${formatRupees(line.price)} → ${formatRupees(next.price)}`);
  }
  for (const [key, line] of now) {
    if (!old.has(key)) changes.push(`added ${line.label}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`);
  }
  if (after.deliveryCharge !== before.deliveryCharge)
    changes.push(`delivery ${formatRupees(before.deliveryCharge)} → ${formatRupees(after.deliveryCharge)}`);
  if (after.total !== before.total)
    changes.push(`total ${formatRupees(before.total)} → ${formatRupees(after.total)}`);
  return changes.join('; ');
}
