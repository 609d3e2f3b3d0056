import {
  asksFrameColor,
  type CustomField,
  type FieldScript,
  type OrderItemInput,
  priceOfSize,
  type SizeAnswer,
  scriptsOfFilledFields,
} from '@shop/contracts';
import type { AdminProduct } from '../api/admin-products';
import type { AdminTemplate } from '../api/admin-templates';

/** A product or a template as the New order screen offers it. */
export interface CatalogueChoice {
  id: string;
  kind: 'product' | 'template';
  name: string;
  stock: number;
  sizes: readonly SizeAnswer[];
  /** The frame colours to pick from; none when the item is not framed. */
  frameColors: readonly string[];
  fields: readonly CustomField[];
}

/** One line of the order being taken: the item, its size (by position), frame, quantity and custom values. */
export interface NewOrderLine {
  key: string;
  item: CatalogueChoice;
  sizeIndex: number;
  frame: string | null;
  quantity: number;
  values: Readonly<Record<string, string>>;
  /** The scripts staff picked for fields that offer English or Urdu; an unpicked one follows its text. */
  scripts: Readonly<Record<string, FieldScript>>;
}

/** The catalogue as one list: products first, then templates, each by name. */
export function catalogueChoices(
  products: readonly AdminProduct[],
  templates: readonly AdminTemplate[],
): CatalogueChoice[] {
  const byName = (a: CatalogueChoice, b: CatalogueChoice) => a.name.localeCompare(b.name);
  const frames = (item: AdminProduct | AdminTemplate) => (asksFrameColor(item) ? item.frameColors : []);
  return [
    ...products
      .map(
        (p): CatalogueChoice => ({
          id: p._id,
          kind: 'product',
          name: p.name,
          stock: p.stock,
          sizes: p.sizes,
          frameColors: frames(p),
          fields: [],
        }),
      )
      .sort(byName),
    ...templates
      .map(
        (t): CatalogueChoice => ({
          id: t._id,
          kind: 'template',
          name: t.name,
          stock: t.stock,
          sizes: t.sizes.map((s) => ({ ...s, size: s.size ?? '' })),
          frameColors: frames(t),
          fields: t.fields,
        }),
      )
      .sort(byName),
  ];
}

/** The items whose name holds the search text (any case); nothing until something is typed. */
export function matchingChoices(choices: readonly CatalogueChoice[], search: string): CatalogueChoice[] {
  const text = search.trim().toLowerCase();
  if (!text) return [];
  return choices.filter((choice) => choice.name.toLowerCase().includes(text));
}

/** A new line of this item: its first size and frame colour, one piece, the custom fields' defaults. */
export function newLine(item: CatalogueChoice, key: string): NewOrderLine {
  return {
    key,
    item,
    sizeIndex: 0,
    frame: item.frameColors[0] ?? null,
    quantity: 1,
    values: Object.fromEntries(item.fields.map((field) => [field.fieldName, field.defaultValue ?? ''])),
    scripts: {},
  };
}

/** The catalogue's price of one piece at the line's size (the discounted price when there is one). */
export function unitPriceOf(line: NewOrderLine): number {
  const size = line.item.sizes[line.sizeIndex];
  return size ? priceOfSize(size) : 0;
}

/** The line as create-order's body holds it; blank custom values (and their scripts) are left out. */
export function lineInput(line: NewOrderLine): OrderItemInput {
  const size = line.item.sizes[line.sizeIndex];
  const customFields = Object.fromEntries(
    Object.entries(line.values).filter(([, value]) => value.trim() !== ''),
  );
  const fieldScripts = scriptsOfFilledFields(line.item.fields, customFields, line.scripts, 'latin');
  return {
    id: line.item.id,
    name: line.item.name,
    size: size?.size ?? null,
    sizeIndex: size ? line.sizeIndex : null,
    frame: line.frame,
    quantity: line.quantity,
    ...(Object.keys(customFields).length > 0 && { customFields }),
    ...(Object.keys(fieldScripts).length > 0 && { fieldScripts }),
  };
}
