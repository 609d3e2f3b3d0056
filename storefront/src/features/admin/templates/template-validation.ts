import { CATALOGUE_MESSAGES, dropdownWithoutOptionsMessage, MAX_IMAGES } from '@shop/contracts';
import type { CatalogueDraft } from '../catalogue-form/catalogue-draft';
import { missesFrameColor, missesRequired } from '../catalogue-form/catalogue-validation';
import type { CustomFieldDraft } from './custom-field-draft';

/**
 * Create template, in the order of spec point 5: required fields, frame colour, at least 1 image,
 * options for every dropdown, at most 2 images.
 */
export function createTemplateProblem(
  draft: CatalogueDraft,
  fields: readonly CustomFieldDraft[],
  imageCount: number,
): string | null {
  if (missesRequired(draft)) return CATALOGUE_MESSAGES.required;
  if (missesFrameColor(draft)) return CATALOGUE_MESSAGES.frameColor;
  if (imageCount < 1) return CATALOGUE_MESSAGES.minImages;
  const bareDropdown = fields.find((f) => f.fieldType === 'dropdown' && f.options.length === 0);
  if (bareDropdown) return dropdownWithoutOptionsMessage(bareDropdown.fieldName.trim());
  if (imageCount > MAX_IMAGES) return CATALOGUE_MESSAGES.maxImages;
  return null;
}
