import {
  asksFrameColor,
  type CustomField,
  type FieldScripts,
  type PhotoCrops,
  type PricedSize,
  priceOfSize,
  SHOP_MESSAGES,
  stockLevelOf,
} from '@shop/contracts';
import type { NewCartLine } from '@/lib/cart';
import { customFieldsForCart } from './custom-fields';
import { type DetailItem, imageUrl } from './detail-item';
import { pageText } from '@/lib/i18n/page-texts';

export const PURCHASE_MESSAGES = {
  selectSize: SHOP_MESSAGES.selectSize,
  selectFrame: SHOP_MESSAGES.selectFrame,
} as const;

/** The storefront's own purchase messages, in the current language. */
export const purchaseMessage = {
  addFailed: () => pageText('detail.addFailed'),
  uploading: () => pageText('detail.uploadingWait'),
};

/** The shopper's choices on a detail page; size is the index of the chosen size, or '' for none. */
export interface PurchaseSelection {
  sizeIndex: string;
  frame: string;
  quantity: number;
  customValues: Record<string, string>;
  /** How the shopper placed each chosen photo in its area, by photo field. */
  photoCrops: PhotoCrops;
  /** The script the shopper picked for a field that offers both, by field (field-scripts.ts). */
  pickedScripts: FieldScripts;
}

/** Stock badge text (spec point 4): above 10 'In Stock', 1 to 10 'Only N left', 0 'Out of Stock'. */
export function stockLabel(stock: number): string {
  const level = stockLevelOf(stock);
  if (level === 'out') return pageText('detail.outOfStock');
  return level === 'low' ? pageText('detail.onlyLeft', { count: stock }) : pageText('detail.inStock');
}

/** The choices the page keeps in its state; the custom values live in their own store (custom-values-store.ts). */
export type PurchaseChoices = Omit<PurchaseSelection, 'customValues'>;

/** First size and first frame colour preselected, quantity 1 (spec point 4). */
export function initialSelection(item: DetailItem): PurchaseChoices {
  return {
    sizeIndex: item.sizes.length > 0 ? '0' : '',
    frame: asksFrameColor(item) ? (item.frameColors[0] ?? '') : '',
    quantity: 1,
    photoCrops: {},
    pickedScripts: {},
  };
}

export function chosenSize(item: DetailItem, sizeIndex: string): PricedSize | undefined {
  return sizeIndex === '' ? undefined : item.sizes[Number(sizeIndex)];
}

/** The size or frame message that stops a purchase, or null (spec point 5). */
export function selectionError(
  item: DetailItem,
  selection: Pick<PurchaseSelection, 'sizeIndex' | 'frame'>,
): { field: 'size' | 'frame'; message: string } | null {
  if (item.sizes.length > 0 && !chosenSize(item, selection.sizeIndex)) {
    return { field: 'size', message: PURCHASE_MESSAGES.selectSize };
  }
  if (asksFrameColor(item) && !selection.frame) {
    return { field: 'frame', message: PURCHASE_MESSAGES.selectFrame };
  }
  return null;
}

export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.trunc(quantity)), Math.max(1, stock));
}

/** What the two buttons say and whether they work (spec point 4, 'Action buttons'). */
export function purchaseActions(input: {
  stock: number;
  missingFields: readonly string[];
  uploading: boolean;
}) {
  if (input.stock <= 0) {
    const outOfStock = pageText('detail.outOfStock');
    return { enabled: false, addLabel: outOfStock, buyLabel: outOfStock };
  }
  if (input.missingFields.length > 0) {
    const incomplete = pageText('detail.completeRequiredFields');
    return { enabled: false, addLabel: incomplete, buyLabel: incomplete };
  }
  return {
    enabled: !input.uploading,
    addLabel: pageText('detail.addToCart'),
    buyLabel: pageText('detail.buyNow'),
  };
}

/** The unit price of the chosen size: its discounted price if any, else its actual price. */
export function unitPrice(item: DetailItem, sizeIndex: string): number {
  const size = chosenSize(item, sizeIndex);
  return size ? priceOfSize(size) : (item.fallbackPrice ?? 0);
}

/** The crops of the photos the line keeps. */
function keptCrops(crops: PhotoCrops, customFields: Record<string, string>): PhotoCrops | undefined {
  const kept = Object.entries(crops).filter(([fieldName]) => Object.hasOwn(customFields, fieldName));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** The scripts of the fields the line keeps. */
function keptScripts(scripts: FieldScripts, customFields: Record<string, string>): FieldScripts | undefined {
  const kept = Object.entries(scripts).filter(([fieldName]) => Object.hasOwn(customFields, fieldName));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/**
 * The cart line of spec point 3; custom details (the photos' crops, and the script of each field that
 * offers both, as `fieldScripts` gives it) only for templates.
 */
export function cartLineOf(
  item: DetailItem,
  selection: PurchaseSelection,
  fields: CustomField[],
  fieldScripts: FieldScripts = {},
): NewCartLine {
  const size = chosenSize(item, selection.sizeIndex);
  const customFields = item.kind === 'template' ? customFieldsForCart(fields, selection.customValues) : null;
  const photoCrops = customFields && keptCrops(selection.photoCrops, customFields);
  const scripts = customFields && keptScripts(fieldScripts, customFields);
  return {
    id: item.id,
    name: item.name,
    ...(item.nameUr ? { nameUr: item.nameUr } : {}),
    size: size ? (size.size ?? '') : null,
    sizeIndex: size ? Number(selection.sizeIndex) : null,
    frame: selection.frame || null,
    quantity: selection.quantity,
    stock: item.stock,
    price: unitPrice(item, selection.sizeIndex),
    image: item.images[0] ? imageUrl(item.images[0]) : null,
    ...(customFields ? { customFields } : {}),
    ...(photoCrops ? { photoCrops } : {}),
    ...(scripts ? { fieldScripts: scripts } : {}),
  };
}
