import type { CatalogueItem } from '@/api/catalogue-item';

/** What a listing screen shows for its query, wherever the filtering ran (server or browser). */
export interface ListingView {
  /** The items of the page on screen. */
  items: readonly CatalogueItem[];
  /** How many items match in all. */
  total: number;
  page: number;
  lastPage: number;
  /** The chosen type's category options, in capitals. */
  categories: readonly string[];
  /** True until the first answer: the skeletons show. */
  isLoading: boolean;
  /** The search the items on screen answer (a keystroke's answer may still be on its way). */
  answeredSearch: string;
}
