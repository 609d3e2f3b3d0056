import type {
  Customer,
  FieldScripts,
  Order,
  OrderCorrection,
  OrderItemInput,
  PhotoCrops,
} from '@shop/contracts';

export const CUSTOMER_FIELDS = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['city', 'City'],
  ['country', 'Country'],
] as const satisfies readonly (readonly [keyof Customer, string])[];

/** One line of the Edit order form: what create-order takes, the name to show, and a key for React. */
export interface DraftLine {
  key: string;
  id: string;
  name: string;
  size: string | null;
  sizeIndex: number | null;
  frame: string | null;
  quantity: string;
  customFields?: Record<string, string>;
  /** The shopper's photo crops, kept through a correction: the proof and the print use them. */
  photoCrops?: PhotoCrops;
  /** The script of each field the shopper wrote in a chosen one, kept through a correction: the proof uses it. */
  fieldScripts?: FieldScripts;
}

/** What staff edit: the customer's fields as typed, and the lines. */
export interface OrderDraft {
  customer: Record<keyof Customer, string>;
  lines: DraftLine[];
}

function textValues(values: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, String(value ?? '')]));
}

/** The form's starting point: the order as stored. */
export function draftOf(order: Order): OrderDraft {
  return {
    customer: Object.fromEntries(
      CUSTOMER_FIELDS.map(([field]) => [field, order.customer[field] ?? '']),
    ) as OrderDraft['customer'],
    lines: order.items.map((item, index) => ({
      key: `stored-${index}`,
      id: item.id,
      name: item.name,
      size: item.size ?? null,
      sizeIndex: item.sizeIndex ?? null,
      frame: item.frame ?? null,
      quantity: String(item.quantity),
      customFields: textValues(item.customFields),
      ...(item.photoCrops ? { photoCrops: item.photoCrops } : {}),
      ...(item.fieldScripts ? { fieldScripts: item.fieldScripts } : {}),
    })),
  };
}

function lineInput(line: DraftLine): OrderItemInput {
  const quantity = line.quantity.trim() === '' ? Number.NaN : Number(line.quantity);
  return {
    id: line.id,
    size: line.size,
    ...(line.sizeIndex != null ? { sizeIndex: line.sizeIndex } : {}),
    frame: line.frame,
    quantity,
    ...(line.customFields ? { customFields: line.customFields } : {}),
    ...(line.photoCrops ? { photoCrops: line.photoCrops } : {}),
    ...(line.fieldScripts ? { fieldScripts: line.fieldScripts } : {}),
  };
}

const sameLines = (a: readonly OrderItemInput[], b: readonly OrderItemInput[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The PATCH body for the draft: the customer fields that differ, the whole list of lines when any line
 * changed, and the updatedAt the form was opened on (a change made meanwhile is then refused).
 */
export function correctionOf(order: Order, draft: OrderDraft): OrderCorrection {
  const stored = draftOf(order);
  const customer = Object.fromEntries(
    CUSTOMER_FIELDS.filter(([field]) => draft.customer[field].trim() !== stored.customer[field].trim()).map(
      ([field]) => [field, draft.customer[field]],
    ),
  );
  const items = draft.lines.map(lineInput);
  return {
    ...(order.updatedAt ? { updatedAt: order.updatedAt } : {}),
    ...(Object.keys(customer).length > 0 ? { customer } : {}),
    ...(sameLines(items, stored.lines.map(lineInput)) ? {} : { items }),
  };
}
