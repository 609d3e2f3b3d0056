import {
  asksFrameColor,
  type CustomField,
  customValueProblem,
  type DeliverySettings,
  type DiscountTerms,
  type FieldScripts,
  formatRupees,
  meetsMinimumOrder,
  minimumOrderMessage,
  offersScriptChoice,
  type OrderConflictDetails,
  type OrderItemInput,
  type OrderTotals,
  orderTotalsOf,
  type PhotoCrops,
  priceOfSize,
  requiredFieldsMessage,
  ruleText,
  SHOP_MESSAGES,
  type PrintSizeMap,
  type Size,
  type StoredImage,
} from '@shop/contracts';

/** What the catalogue says about an ordered item. */
export interface CatalogueEntry {
  documentId: string;
  kind: 'product' | 'template';
  name: string;
  /** The Urdu name staff gave, if any. */
  nameUr?: string;
  category: string;
  stock: number;
  hasFrame: boolean;
  frameColors: string[];
  sizes: Size[];
  price?: number | null;
  images: StoredImage[];
  fields?: CustomField[];
  /** A template whose orders wait for the customer's approval of a proof. */
  needsApproval?: boolean;
  /** A template's print sizes for labels the rule cannot read (contracts print-size-map.ts). */
  printSizes?: PrintSizeMap;
}

export interface PricedLine {
  id: string;
  kind: 'product' | 'template';
  cartId?: string;
  name: string;
  /** Kept as it was when ordered, like the name: an Urdu order's mails and tracking page say it. */
  nameUr?: string;
  image: string | null;
  size: string | null;
  sizeIndex: number | null;
  frame: string | null;
  quantity: number;
  price: number;
  customFields?: Record<string, string>;
  /** How the shopper cropped each photo field, when they did (contracts photo-crop.ts). */
  photoCrops?: PhotoCrops;
  /** The script the shopper wrote each text field in, where the template offers both (field-script.ts). */
  fieldScripts?: FieldScripts;
  /** Only on a line of a template that needed the customer's approval when it was ordered. */
  needsApproval?: true;
}

/** A rule the order breaks: a 400 (bad input) or a 409 (the catalogue changed under the shopper). */
export class OrderRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409,
    /** What changed, for a client to mend the cart line (a new price, the stock left). */
    readonly details?: OrderConflictDetails,
  ) {
    super(message);
  }
}

const hasKeys = (record: object | undefined) => record !== undefined && Object.keys(record).length > 0;

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

const sizeLabel = (size: Size) => (size.size ?? '').trim();

/**
 * The size a line chose: by its position when the line carries one (labels may repeat: Stickers and
 * Polaroids have none), checked against the label the shopper saw; else by label, as the spec's
 * client sends it.
 */
function chosenSize(entry: CatalogueEntry, input: OrderItemInput): { size: Size; index: number } | null {
  if (entry.sizes.length === 0) return null;
  const label = (input.size ?? '').trim();
  if (input.sizeIndex != null) {
    const size = entry.sizes[input.sizeIndex];
    if (size && (input.size == null || sizeLabel(size) === label)) return { size, index: input.sizeIndex };
    throw new OrderRefusal(ruleText('order.sizeGone', { name: entry.name }), 409);
  }
  const index = entry.sizes.findIndex((s) => sizeLabel(s) === label);
  if (index >= 0) return { size: entry.sizes[index], index };
  if (label === '') throw new OrderRefusal(`${SHOP_MESSAGES.selectSize} for "${entry.name}"`, 400);
  throw new OrderRefusal(ruleText('order.sizeNotAvailable', { size: label, name: entry.name }), 409);
}

function chosenFrame(entry: CatalogueEntry, wanted: string | null | undefined): string | null {
  const frame = (wanted ?? '').trim();
  if (frame) {
    if (!entry.frameColors.includes(frame)) {
      throw new OrderRefusal(`Frame colour "${frame}" is not offered for "${entry.name}"`, 400);
    }
    return frame;
  }
  if (asksFrameColor(entry)) throw new OrderRefusal(`${SHOP_MESSAGES.selectFrame} for "${entry.name}"`, 400);
  return null;
}

/** The custom details of a template line, checked against the template's field definitions. */
export function checkCustomFields(
  entry: CatalogueEntry,
  values: Record<string, string> = {},
): Record<string, string> {
  const fields = entry.fields ?? [];
  const known = new Map(fields.map((f) => [f.fieldName, f]));
  // Own keys only, through a Map: a field named `constructor` must not read Object's constructor.
  const given = new Map(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  for (const key of given.keys()) {
    if (!known.has(key)) throw new OrderRefusal(`"${entry.name}" has no custom field "${key}"`, 400);
  }
  const missing = fields.filter((f) => f.required && isBlank(given.get(f.fieldName))).map((f) => f.fieldName);
  if (missing.length > 0) {
    throw new OrderRefusal(requiredFieldsMessage(missing), 400);
  }
  const checked = new Map<string, string>();
  for (const field of fields) {
    const value = given.get(field.fieldName)?.trim();
    if (value === undefined || value === '') continue;
    const problem = customValueProblem(field, value);
    if (problem) throw new OrderRefusal(problem, 400);
    checked.set(field.fieldName, value);
  }
  return Object.fromEntries(checked);
}

/**
 * A template line's photo crops, each for a photo field of the template that the line fills; none
 * sent, none kept (the spec's client sends none).
 */
export function checkPhotoCrops(
  entry: CatalogueEntry,
  customFields: Readonly<Record<string, string>>,
  crops: PhotoCrops | undefined,
): PhotoCrops | undefined {
  if (!crops || Object.keys(crops).length === 0) return undefined;
  const photoFields = new Set(
    (entry.fields ?? []).filter((field) => field.fieldType === 'image').map((field) => field.fieldName),
  );
  for (const fieldName of Object.keys(crops)) {
    if (!photoFields.has(fieldName))
      throw new OrderRefusal(`"${entry.name}" has no photo field "${fieldName}" to crop`, 400);
    if (!Object.keys(customFields).includes(fieldName))
      throw new OrderRefusal(`${entry.name}, ${fieldName}: a crop needs its photo`, 400);
  }
  return crops;
}

/**
 * A template line's field scripts, each for a text field of the template that offers both scripts and
 * that the line fills; none sent, none kept (the spec's client sends none).
 */
export function checkFieldScripts(
  entry: CatalogueEntry,
  customFields: Readonly<Record<string, string>>,
  scripts: FieldScripts | undefined,
): FieldScripts | undefined {
  if (!scripts || Object.keys(scripts).length === 0) return undefined;
  const fields = new Map((entry.fields ?? []).map((field) => [field.fieldName, field]));
  for (const fieldName of Object.keys(scripts)) {
    const field = fields.get(fieldName);
    if (!field) throw new OrderRefusal(`"${entry.name}" has no custom field "${fieldName}"`, 400);
    if (!offersScriptChoice(field))
      throw new OrderRefusal(`${entry.name}, ${fieldName}: this field offers no choice of script`, 400);
    if (!Object.keys(customFields).includes(fieldName))
      throw new OrderRefusal(`${entry.name}, ${fieldName}: a script needs its text`, 400);
  }
  return scripts;
}

/** Prices one cart line from the catalogue: the chosen size's discounted price, else its actual price. */
export function priceLine(entry: CatalogueEntry, input: OrderItemInput): PricedLine {
  const chosen = chosenSize(entry, input);
  const price = chosen ? priceOfSize(chosen.size) : (entry.price ?? 0);
  if (price <= 0) throw new OrderRefusal(ruleText('order.noPriceYet', { name: entry.name }), 409);
  const customFields =
    entry.kind === 'template'
      ? checkCustomFields(entry, input.customFields as Record<string, string> | undefined)
      : undefined;
  const photoCrops = customFields ? checkPhotoCrops(entry, customFields, input.photoCrops) : undefined;
  const fieldScripts = customFields ? checkFieldScripts(entry, customFields, input.fieldScripts) : undefined;
  const customised = [input.customFields, input.photoCrops, input.fieldScripts].some(hasKeys);
  if (entry.kind === 'product' && customised) {
    throw new OrderRefusal(`"${entry.name}" cannot be customised`, 400);
  }
  if (input.price !== undefined && input.price !== price) {
    throw new OrderRefusal(
      ruleText('order.priceChanged', {
        name: entry.name,
        price: formatRupees(price),
        cartPrice: formatRupees(input.price),
      }),
      409,
      {
        itemId: entry.documentId,
        size: chosen ? (chosen.size.size ?? '') : null,
        sizeIndex: chosen ? chosen.index : null,
        currentPrice: price,
      },
    );
  }
  return {
    id: entry.documentId,
    kind: entry.kind,
    cartId: input.cartId,
    name: entry.name,
    ...(entry.nameUr ? { nameUr: entry.nameUr } : {}),
    image: entry.images[0]?.url ?? null,
    size: chosen ? (chosen.size.size ?? '') : null,
    sizeIndex: chosen ? chosen.index : null,
    frame: chosenFrame(entry, input.frame),
    quantity: input.quantity,
    price,
    ...(customFields ? { customFields } : {}),
    ...(photoCrops ? { photoCrops } : {}),
    ...(fieldScripts ? { fieldScripts } : {}),
    ...(entry.needsApproval ? { needsApproval: true as const } : {}),
  };
}

/**
 * Subtotal, a discount code's amount, the delivery charge for the order's city and the total; refuses
 * a total (discount taken off, delivery included, as the spec checks it) under the owner's minimum order.
 */
export function totalsOf(
  lines: readonly PricedLine[],
  delivery: DeliverySettings,
  city: string,
  discount: Pick<DiscountTerms, 'kind' | 'value'> | null = null,
): OrderTotals {
  const totals = orderTotalsOf(lines, delivery, city, discount);
  if (!meetsMinimumOrder(totals.total, delivery.minimumOrder)) {
    throw new OrderRefusal(minimumOrderMessage(delivery.minimumOrder), 400);
  }
  return totals;
}

const FIGURE_CHANGED = {
  subtotal: 'order.subtotalChanged',
  discountAmount: 'order.discountChanged',
  deliveryCharge: 'order.deliveryChanged',
  total: 'order.totalChanged',
} as const;

/** The client's figures must be the catalogue's: a shopper never pays a total they did not see. */
export function checkClientTotals(
  client: { subtotal?: number; discountAmount?: number; deliveryCharge?: number; total?: number },
  server: OrderTotals,
): void {
  for (const key of ['subtotal', 'discountAmount', 'deliveryCharge', 'total'] as const) {
    const sent = client[key];
    const figure = server[key] ?? 0;
    if (sent !== undefined && sent !== figure) {
      const values = { figure: formatRupees(figure), sent: formatRupees(sent) };
      throw new OrderRefusal(ruleText(FIGURE_CHANGED[key], values), 409);
    }
  }
}
