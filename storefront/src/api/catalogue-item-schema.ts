import { productSummarySchema, storedImageSchema, templateSummarySchema } from '@shop/contracts';
import * as z from 'zod/mini';

/** Images arrive as {url, public_id}; older template records hold plain URL strings (spec point 3). */
export const listImageSchema = z.union([z.string(), storedImageSchema]);

export const productListItemSchema = z.extend(productSummarySchema, {
  productImages: z._default(z.array(listImageSchema), []),
});
export const templateListItemSchema = z.extend(templateSummarySchema, {
  templateImages: z._default(z.array(listImageSchema), []),
});

export type ListImage = z.infer<typeof listImageSchema>;
export type ProductListItem = z.infer<typeof productListItemSchema>;
export type TemplateListItem = z.infer<typeof templateListItemSchema>;
