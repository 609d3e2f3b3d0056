import { CATALOGUE_MESSAGES, isFramed, MAX_IMAGES } from '@shop/contracts';
import type { CatalogueDraft, SizeRowDraft } from './catalogue-draft';

const blank = (text: string) => text.trim() === '';

const isUntouchedRow = (row: SizeRowDraft) =>
  blank(row.size) && blank(row.actualPrice) && blank(row.discountedPrice);

export function missesRequired(draft: CatalogueDraft): boolean {
  if (blank(draft.name) || blank(draft.description) || draft.category === '') return true;
  // A size row that was started needs its actual price.
  return draft.sizes.some((row) => !isUntouchedRow(row) && blank(row.actualPrice));
}

export function missesFrameColor(draft: CatalogueDraft): boolean {
  return draft.category !== '' && isFramed(draft) && draft.frameColors.length === 0;
}

/** Create product, in the spec's order: required fields, frame colour, at least 1 image, at most 2. */
export function createProductProblem(draft: CatalogueDraft, imageCount: number): string | null {
  if (missesRequired(draft)) return CATALOGUE_MESSAGES.required;
  if (missesFrameColor(draft)) return CATALOGUE_MESSAGES.frameColor;
  if (imageCount < 1) return CATALOGUE_MESSAGES.minImages;
  if (imageCount > MAX_IMAGES) return CATALOGUE_MESSAGES.maxImages;
  return null;
}

/** Update Product: as create, and every size row needs its actual price. */
export function updateProductProblem(draft: CatalogueDraft, imageCount: number): string | null {
  if (draft.sizes.some((row) => blank(row.actualPrice))) return CATALOGUE_MESSAGES.required;
  return createProductProblem(draft, imageCount);
}

/** A picked batch is refused when it would take the item over 2 images (Create Product and Create Template). */
export function imageSelectionProblem(alreadyPicked: number, newlyPicked: number): string | null {
  return alreadyPicked + newlyPicked > MAX_IMAGES ? CATALOGUE_MESSAGES.maxImages : null;
}
