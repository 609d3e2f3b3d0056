import {
  CATEGORIES_BY_TYPE,
  type CatalogueDraft,
  canonicalCategory,
  FRAME_COLORS,
  type ImageDraft,
  PRODUCT_TYPES,
  type ProductType,
  type SizeRowDraft,
  TYPES_FRAMED_BY_DEFAULT,
  TYPES_WITH_FRAME_OPTION,
  TYPES_WITHOUT_SIZE_LABEL,
} from '@shop/contracts';

export type FrameColor = (typeof FRAME_COLORS)[number];
type TypeChoice = ProductType | '';

export const emptySizeRow = (): SizeRowDraft => ({ size: '', actualPrice: '', discountedPrice: '' });

export function emptyCatalogueDraft(): CatalogueDraft {
  return {
    name: '',
    stock: '',
    description: '',
    nameUr: '',
    descriptionUr: '',
    category: '',
    subCategory: '',
    hasFrame: false,
    frameColors: [],
    sizes: [emptySizeRow()],
    images: [],
  };
}

export function isProductType(value: string): value is ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}

const isFrameColor = (value: string): value is FrameColor =>
  (FRAME_COLORS as readonly string[]).includes(value);

export function subCategoriesOf(category: TypeChoice): readonly string[] {
  return category ? CATEGORIES_BY_TYPE[category] : [];
}

export function offersFrameOption(category: TypeChoice): boolean {
  return category !== '' && TYPES_WITH_FRAME_OPTION.includes(category);
}

export function sizeLabelDisabled(category: TypeChoice): boolean {
  return category !== '' && TYPES_WITHOUT_SIZE_LABEL.includes(category);
}

/**
 * Choosing a product type resets the sub-category and sizes, turns the frame on for Posters and
 * Nikkah-Nama only, and clears the colours (spec point 4, 'Admin create').
 */
export function valuesForType(category: TypeChoice) {
  return {
    subCategory: '',
    sizes: [emptySizeRow()],
    hasFrame: category !== '' && TYPES_FRAMED_BY_DEFAULT.includes(category),
    frameColors: [] as FrameColor[],
  };
}

interface StoredCatalogueItem {
  name: string;
  stock: number;
  description: string;
  nameUr?: string;
  descriptionUr?: string;
  category: string;
  subCategory?: string | null;
  hasFrame: boolean;
  frameColors: readonly string[];
  sizes: readonly { size?: string; actualPrice: number; discountedPrice?: number | null }[];
}

/** A stored item as the form holds it, to prefill Update Product. */
export function draftOf(item: StoredCatalogueItem, images: ImageDraft[]): CatalogueDraft {
  const category = isProductType(item.category) ? item.category : '';
  const noLabel = sizeLabelDisabled(category);
  return {
    name: item.name,
    stock: String(item.stock),
    description: item.description,
    nameUr: item.nameUr ?? '',
    descriptionUr: item.descriptionUr ?? '',
    category,
    subCategory: category ? (canonicalCategory(category, item.subCategory ?? '') ?? '') : '',
    hasFrame: item.hasFrame,
    frameColors: item.frameColors.filter(isFrameColor),
    sizes:
      item.sizes.length > 0
        ? item.sizes.map((s) => ({
            size: noLabel ? '' : (s.size ?? ''),
            actualPrice: String(s.actualPrice),
            discountedPrice: s.discountedPrice == null ? '' : String(s.discountedPrice),
          }))
        : [emptySizeRow()],
    images,
  };
}
