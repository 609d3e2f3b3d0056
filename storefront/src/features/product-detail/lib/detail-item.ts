import type { CustomField, PricedSize, PrintSizeMap, SizedImage } from '@shop/contracts';
import { paths } from '@/config/paths';
import type { PageMessageKey } from '@/lib/i18n/page-texts';

/** Which of the two detail pages: a ready-made product or a customisable template. */
export type DetailKind = 'product' | 'template';

/** What the detail layout needs of a product or a template, whatever call brought it. */
export interface DetailItem {
  id: string;
  kind: DetailKind;
  name: string;
  description: string;
  /** Staff's Urdu name and description, when given: Urdu pages show them. */
  nameUr?: string;
  descriptionUr?: string;
  /** The product type (Posters, Frames, ...). */
  category: string;
  subCategory: string | null;
  stock: number;
  hasFrame: boolean;
  frameColors: string[];
  sizes: PricedSize[];
  /** The product's own price, used only when it has no sizes. */
  fallbackPrice: number | null;
  /** Images (URL and copies by width), first one first. */
  images: SizedImage[];
  /** Custom field definitions; empty for ready-made products. */
  fields: CustomField[];
  /** A template's print sizes for labels the print-size rule cannot read ('Large'), when staff gave some. */
  printSizes?: PrintSizeMap;
}

/** The differences between the two detail pages (spec point 2), in one place. */
export interface DetailPageConfig {
  kind: DetailKind;
  listLabel: PageMessageKey;
  listPath: string;
  itemPath: (id: string) => string;
  notFoundButton: PageMessageKey;
  notFoundPath: string;
  /** The standard page reports a failed review in a toast, the template page in an alert (spec point 8). */
  reviewErrorAs: 'toast' | 'alert';
}

export const DETAIL_PAGES: Record<DetailKind, DetailPageConfig> = {
  product: {
    kind: 'product',
    listLabel: 'detail.allProducts',
    listPath: paths.products,
    itemPath: paths.product,
    notFoundButton: 'detail.backToProductPage',
    // The spec sends the standard page's not-found button to the customize listing.
    notFoundPath: paths.customizeProducts,
    reviewErrorAs: 'toast',
  },
  template: {
    kind: 'template',
    listLabel: 'detail.allCustomizeProducts',
    listPath: paths.customizeProducts,
    itemPath: paths.customizeProduct,
    notFoundButton: 'detail.backToCustomizeProducts',
    notFoundPath: paths.customizeProducts,
    reviewErrorAs: 'alert',
  },
};

/** Images arrive as {url, variants} objects; older template records hold plain URL strings (spec point 3). */
export function detailImages(images: readonly SizedImage[]): SizedImage[] {
  return images.filter((image) => (typeof image === 'string' ? image : image.url));
}

export function imageUrl(image: SizedImage): string {
  return typeof image === 'string' ? image : image.url;
}
