import { productInputSchema, templateInputSchema } from '@shop/contracts';
import { parseInput } from '../errors';
import type { CatalogueWrite } from './catalogue-service';

/** A write replaces the whole item: Urdu texts left out are none, so clearing them in the form clears them. */
function urduTextsOf(input: { nameUr?: string; descriptionUr?: string }) {
  return { nameUr: input.nameUr ?? '', descriptionUr: input.descriptionUr ?? '' };
}

/** A validated product write (add-product, update-product). */
export function productWrite(body: unknown): CatalogueWrite {
  const input = parseInput(productInputSchema, body);
  const { productImages, imagesToDelete: _ignored, isNew: _isNew, price, ...fields } = input;
  return { ...fields, ...urduTextsOf(input), images: productImages, extra: { price: price ?? null } };
}

/** A validated template write (create-custom-product-template). */
export function templateWrite(body: unknown): CatalogueWrite {
  const input = parseInput(templateInputSchema, body);
  const { templateImages, fields: customFields, isNew, printSizes, ...fields } = input;
  return {
    ...fields,
    ...urduTextsOf(input),
    images: templateImages,
    extra: { fields: customFields, isNew: isNew ?? true, printSizes: printSizes ?? null },
  };
}
