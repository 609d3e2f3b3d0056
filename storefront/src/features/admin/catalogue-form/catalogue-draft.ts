import {
  CATEGORIES_BY_TYPE,
  FRAME_COLORS,
  isFramed,
  PRODUCT_TYPES,
  type ProductType,
  TYPES_FRAMED_BY_DEFAULT,
  TYPES_WITH_FRAME_OPTION,
  TYPES_WITHOUT_SIZE_LABEL,
} from '@shop/contracts';

export type FrameColor = (typeof FRAME_COLORS)[number];

export function isFrameColor(value: string): value is FrameColor {
  return (FRAME_COLORS as readonly string[]).includes(value);
}

/** A size row as typed: numbers stay text until the form is sent. */
export interface SizeRowDraft {
  size: string;
  actualPrice: string;
  discountedPrice: string;
}

/** The fields products and templates share, as the admin forms hold them. */
export interface CatalogueDraft {
  name: string;
  stock: string;
  description: string;
  category: ProductType | '';
  subCategory: string;
  hasFrame: boolean;
  frameColors: FrameColor[];
  sizes: SizeRowDraft[];
}

export type TextField = 'name' | 'stock' | 'description' | 'subCategory';

export type CatalogueDraftAction =
  | { type: 'setText'; field: TextField; value: string }
  | { type: 'chooseType'; category: ProductType | '' }
  | { type: 'setHasFrame'; hasFrame: boolean }
  | { type: 'toggleFrameColor'; color: FrameColor }
  | { type: 'addSize' }
  | { type: 'removeSize'; index: number }
  | { type: 'setSize'; index: number; field: keyof SizeRowDraft; value: string }
  | { type: 'reset'; draft: CatalogueDraft };

export const emptySizeRow = (): SizeRowDraft => ({ size: '', actualPrice: '', discountedPrice: '' });

export function emptyCatalogueDraft(): CatalogueDraft {
  return {
    name: '',
    stock: '',
    description: '',
    category: '',
    subCategory: '',
    hasFrame: false,
    frameColors: [],
    sizes: [emptySizeRow()],
  };
}

export function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}

export function subCategoriesOf(category: ProductType | ''): readonly string[] {
  return category ? CATEGORIES_BY_TYPE[category] : [];
}

export function offersFrameOption(category: ProductType | ''): boolean {
  return category !== '' && TYPES_WITH_FRAME_OPTION.includes(category);
}

export function sizeLabelDisabled(category: ProductType | ''): boolean {
  return category !== '' && TYPES_WITHOUT_SIZE_LABEL.includes(category);
}

/** Frame colours show when the type is Frames or the frame option is on (spec point 5). */
export function showsFrameColors(draft: Pick<CatalogueDraft, 'category' | 'hasFrame'>): boolean {
  return isFramed(draft);
}

/**
 * Choosing a product type resets the sub-category and sizes, turns the frame on for Posters and
 * Nikkah-Nama only, and clears the colours (spec point 4, 'Admin create').
 */
export function catalogueDraftReducer(draft: CatalogueDraft, action: CatalogueDraftAction): CatalogueDraft {
  switch (action.type) {
    case 'setText':
      return { ...draft, [action.field]: action.value };
    case 'chooseType':
      return {
        ...draft,
        category: action.category,
        subCategory: '',
        sizes: [emptySizeRow()],
        hasFrame: action.category !== '' && TYPES_FRAMED_BY_DEFAULT.includes(action.category),
        frameColors: [],
      };
    case 'setHasFrame':
      return {
        ...draft,
        hasFrame: action.hasFrame,
        frameColors: isFramed({ category: draft.category, hasFrame: action.hasFrame })
          ? draft.frameColors
          : [],
      };
    case 'toggleFrameColor':
      return {
        ...draft,
        frameColors: draft.frameColors.includes(action.color)
          ? draft.frameColors.filter((c) => c !== action.color)
          : [...draft.frameColors, action.color],
      };
    case 'addSize':
      return { ...draft, sizes: [...draft.sizes, emptySizeRow()] };
    case 'removeSize':
      return { ...draft, sizes: draft.sizes.filter((_, i) => i !== action.index) };
    case 'setSize':
      return {
        ...draft,
        sizes: draft.sizes.map((row, i) =>
          i === action.index ? { ...row, [action.field]: action.value } : row,
        ),
      };
    case 'reset':
      return action.draft;
  }
}

const isBlankRow = (row: SizeRowDraft) =>
  !row.size.trim() && !row.actualPrice.trim() && !row.discountedPrice.trim();

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The draft as the API takes it: numbers as numbers, untouched size rows left out. */
export function catalogueFieldsOf(draft: CatalogueDraft) {
  const labelDisabled = sizeLabelDisabled(draft.category);
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    stock: draft.stock.trim() === '' ? 0 : Number(draft.stock),
    category: draft.category,
    subCategory: draft.subCategory,
    hasFrame: offersFrameOption(draft.category) ? draft.hasFrame : false,
    frameColors: showsFrameColors(draft) ? draft.frameColors : [],
    sizes: draft.sizes
      .filter((row) => !isBlankRow(row))
      .map((row) => ({
        size: labelDisabled ? '' : row.size.trim(),
        actualPrice: Number(row.actualPrice),
        discountedPrice: numberOrNull(row.discountedPrice),
      })),
  };
}

interface StoredCatalogueItem {
  name: string;
  stock: number;
  description: string;
  category: string;
  subCategory?: string | null;
  hasFrame: boolean;
  frameColors: readonly string[];
  sizes: readonly { size?: string; actualPrice: number; discountedPrice?: number | null }[];
}

/** A stored product as a draft, to prefill Update Product. */
export function draftOf(item: StoredCatalogueItem): CatalogueDraft {
  const category = isProductType(item.category) ? item.category : '';
  const known = subCategoriesOf(category);
  const wanted = (item.subCategory ?? '').toUpperCase();
  return {
    name: item.name,
    stock: String(item.stock),
    description: item.description,
    category,
    subCategory: known.includes(wanted) ? wanted : '',
    hasFrame: item.hasFrame,
    frameColors: item.frameColors.filter(isFrameColor),
    sizes:
      item.sizes.length > 0
        ? item.sizes.map((s) => ({
            size: s.size ?? '',
            actualPrice: String(s.actualPrice),
            discountedPrice: s.discountedPrice == null ? '' : String(s.discountedPrice),
          }))
        : [emptySizeRow()],
  };
}
