import { productInputSchema, templateInputSchema } from '@shop/contracts';
import { parseInput } from '../errors';
import type { CatalogueWrite } from './catalogue-service';

/** A validated product write (add-product, update-product). */
export function productWrite(body: unknown): CatalogueWrite {
  const input = parseInput(productInputSchema, body);
  const { productImages, imagesToDelete: _ignored, isNew: _isNew, price, ...fields } = input;
  return { ...fields, images: productImages, extra: { price: price ?? null } };
}

/** A validated template write (create-custom-product-template). */
export function templateWrite(body: unknown): CatalogueWrite {
  const input = parseInput(templateInputSchema, body);
  const { templateImages, fields: customFields, isNew, ...fields } = input;
  return { ...fields, images: templateImages, extra: { fields: customFields, isNew: isNew ?? true } };
}
