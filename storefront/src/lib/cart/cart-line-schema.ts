// zod/mini: the stored cart is read on every page, so this chunk loads on a first visit (decision 0017).
import * as z from 'zod/mini';
import { fieldScriptsAnswerSchema, photoCropsAnswerSchema } from '@shop/contracts';

/** A cart line as stored under the 'cart' key (spec section 3). */
export const cartLineSchema = z.object({
  cartId: z.string(),
  id: z.string(),
  name: z.string(),
  /** The item's Urdu name when it had one: an Urdu page's cart shows it. */
  nameUr: z.optional(z.string()),
  size: z.optional(z.nullable(z.string())),
  /** The chosen size's position among the item's sizes (labels may repeat); absent in older carts. */
  sizeIndex: z.optional(z.nullable(z.int().check(z.minimum(0)))),
  frame: z.optional(z.nullable(z.string())),
  quantity: z.int().check(z.minimum(1)),
  /** The item's stock when it was added: the most the line may hold (absent in older carts). */
  stock: z.optional(z.int().check(z.minimum(0))),
  price: z.number(),
  image: z.optional(z.nullable(z.string())),
  customFields: z.optional(z.record(z.string(), z.string())),
  /** How each photo was placed in its area (contracts photo-crop.ts); absent in older carts. */
  photoCrops: z.optional(photoCropsAnswerSchema),
  /** The script of each text field written in a chosen one (contracts field-script.ts); absent in older carts. */
  fieldScripts: z.optional(fieldScriptsAnswerSchema),
});
export type CartLine = z.infer<typeof cartLineSchema>;
