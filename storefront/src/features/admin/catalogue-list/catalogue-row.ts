import type { SizedImage } from '@shop/contracts';
import type { AdminImage } from '../api/admin-image';

/** What the staff product and template tables show of one item. */
export interface CatalogueRow {
  id: string;
  name: string;
  image?: SizedImage;
  category: string;
  subCategory?: string | null;
  stock: number;
}

export function catalogueRowOf(item: {
  _id: string;
  name: string;
  category: string;
  subCategory?: string | null;
  stock: number;
  images: readonly AdminImage[];
}): CatalogueRow {
  return {
    id: item._id,
    name: item.name,
    image: item.images[0],
    category: item.category,
    subCategory: item.subCategory,
    stock: item.stock,
  };
}
