import { NEW_TEMPLATE_DAYS, type PricedSize, type SizedImage } from '@shop/contracts';
import type { ListImage, ProductListItem, TemplateListItem } from './catalogue-item-schema';

// The list items' schemas live in ./catalogue-item-schema: these helpers are in the entry, zod is not.

/** What every card and list needs of a product or a template, whatever the call that brought it. */
export interface CatalogueItem {
  id: string;
  name: string;
  /** The Urdu name, when staff gave one. */
  nameUr?: string;
  /** The product type (Posters, Frames, ...). */
  category: string;
  subCategory: string | null;
  sizes: PricedSize[];
  /** The first image (its URL and copies by width), when there is one. */
  image?: SizedImage;
  createdAt: string;
}

type ListSize = ProductListItem['sizes'][number];

function firstImage(images: readonly ListImage[]): SizedImage | undefined {
  const first = images[0];
  if (!first) return undefined;
  if (typeof first === 'string') return first;
  return first.variants ? { url: first.url, variants: first.variants } : first.url;
}

/** Sizes without a numeric actual price cannot be priced, so they are left out. */
function pricedSizes(sizes: readonly ListSize[]): PricedSize[] {
  return sizes.flatMap((entry) => {
    const { size, actualPrice, discountedPrice } = entry as Record<string, unknown>;
    if (typeof actualPrice !== 'number') return [];
    return [
      {
        size: typeof size === 'string' ? size : undefined,
        actualPrice,
        discountedPrice: typeof discountedPrice === 'number' ? discountedPrice : null,
      },
    ];
  });
}

export function productToItem(product: ProductListItem): CatalogueItem {
  return {
    id: product._id,
    name: product.name,
    ...(product.nameUr ? { nameUr: product.nameUr } : {}),
    category: product.category,
    subCategory: product.subCategory ?? null,
    sizes: pricedSizes(product.sizes),
    image: firstImage(product.productImages),
    createdAt: product.createdAt,
  };
}

export function templateToItem(template: TemplateListItem): CatalogueItem {
  return {
    id: template._id,
    name: template.name,
    ...(template.nameUr ? { nameUr: template.nameUr } : {}),
    category: template.category,
    subCategory: template.subCategory ?? null,
    sizes: pricedSizes(template.sizes),
    image: firstImage(template.templateImages),
    createdAt: template.createdAt,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A template counts as new when it was created within the last 30 days (spec point 9). */
export function isNewTemplate(createdAt: string, now: number = Date.now()): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now - created <= NEW_TEMPLATE_DAYS * DAY_MS;
}
