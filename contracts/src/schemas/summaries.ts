// The answers the storefront's first page reads (list cards and the announcement ticker), written with
// zod/mini: the classic zod API cannot be tree-shaken and cost the storefront's entry about 25 KB gzip.
// Keep this module free of classic `zod` imports; the detail and input schemas build on these.
import * as z from 'zod/mini';

/** A stored image: as the API answers it. `variants`: its copies by width on local storage (image-sizes). */
export const storedImageSchema = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(2000)),
  public_id: z.optional(z.string().check(z.maxLength(300))),
  variants: z.optional(
    z.array(z.object({ url: z.string().check(z.maxLength(2000)), width: z.number() })).check(z.maxLength(10)),
  ),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

/** A product as the list calls answer it: only what the cards use. Sizes are read leniently: a card
 * leaves out a size it cannot price rather than losing the whole list. */
export const productSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The Urdu name, only when staff gave one: Urdu pages show it instead of `name`. */
  nameUr: z.optional(z.string()),
  category: z.string(),
  subCategory: z.optional(z.nullable(z.string())),
  sizes: z._default(z.array(z.looseObject({})), []),
  productImages: z._default(z.array(storedImageSchema), []),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const templateSummarySchema = z.extend(z.omit(productSummarySchema, { productImages: true }), {
  templateImages: z._default(z.array(storedImageSchema), []),
});

export const announcementSchema = z.object({
  _id: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The window staff set (issue #34 item 5); absent or null: no bound on that side. */
  startsAt: z.optional(z.nullable(z.string())),
  endsAt: z.optional(z.nullable(z.string())),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** A home banner as answered (issue #34 item 6): its picture (absolute URL, smaller copies on local storage). */
export const bannerSchema = z.object({
  _id: z.string(),
  picture: storedImageSchema,
  alt: z.string(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  hidden: z.boolean(),
  position: z.number(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);
