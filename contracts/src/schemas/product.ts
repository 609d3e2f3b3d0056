import { z } from 'zod';
import {
  canonicalCategory,
  catalogueItemFields,
  checkCatalogueRules,
  imageListSchema,
  sizeSchema,
  storedImageSchema,
} from './catalogue';
import { wholeNumber } from './text';

export const productInputSchema = z
  .object({
    ...catalogueItemFields,
    price: wholeNumber('Price', 0, 10_000_000).nullish(),
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
export type ValidProductInput = z.output<typeof productInputSchema>;

/** A product as the list calls answer it: only what the cards use. */
export const productSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  subCategory: z.string().nullable().optional(),
  sizes: z.array(sizeSchema.or(z.object({}).passthrough())).default([]),
  productImages: z.array(storedImageSchema).default([]),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  description: z.string(),
  stock: z.number(),
  hasFrame: z.boolean(),
  frameColors: z.array(z.string()),
  sizes: z.array(sizeSchema),
  price: z.number().nullable().optional(),
  updatedAt: z.string().optional(),
});
export type Product = z.infer<typeof productSchema>;
