import { z } from 'zod';
import { canonicalCategory, catalogueItemFields, checkCatalogueRules, imageListSchema } from './catalogue';
import { optionalWholeNumber } from './text';

export const productInputSchema = z
  .object({
    ...catalogueItemFields,
    price: optionalWholeNumber('Price', 0, 10_000_000),
    productImages: imageListSchema(),
    imagesToDelete: z.array(z.string().max(300)).max(10).default([]),
    isNew: z.boolean().optional(),
  })
  .superRefine(checkCatalogueRules)
  .transform((p) => ({
    ...p,
    subCategory: p.subCategory ? (canonicalCategory(p.category, p.subCategory) ?? '') : '',
  }));
export type ProductInput = z.input<typeof productInputSchema>;
