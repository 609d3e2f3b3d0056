// A product, a template and a review as the API answers them: what a product page reads on a first
// visit. Written with zod/mini like the list answers (summaries.ts): classic zod cannot be tree-shaken,
// and loading it cost a phone's product page about 40 KB of script to parse and run before it showed.
// They describe the wire's shape; the rules a value must meet are the input schemas' (catalogue.ts,
// template.ts, review.ts), which the server applies before anything is stored.
// Keep this module free of classic `zod` imports.
import * as z from 'zod/mini';
import { CUSTOM_FIELD_TYPES } from '../constants';
import { BOTH_SCRIPTS, LAYOUT_ALIGNS, LAYOUT_FONTS } from '../field-layout-options';
import { PRINT_SIZE_UNITS } from '../rules/print-size-map';
import { productSummarySchema, templateSummarySchema } from './summaries';

/** A size as stored and answered: its label and its prices in rupees. */
export const sizeAnswerSchema = z.object({
  size: z._default(z.string(), ''),
  actualPrice: z.number(),
  discountedPrice: z.optional(z.nullable(z.number())),
});
export type SizeAnswer = z.infer<typeof sizeAnswerSchema>;

/** A field's place on the template's picture as stored (rules: field-layout.ts). */
export const fieldLayoutAnswerSchema = z.object({
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  font: z.optional(z.enum(LAYOUT_FONTS)),
  size: z.optional(z.number()),
  color: z.optional(z.string()),
  align: z.optional(z.enum(LAYOUT_ALIGNS)),
  aspect: z.optional(z.number()),
  scripts: z.optional(z.literal(BOTH_SCRIPTS)),
});
export type FieldLayoutAnswer = z.infer<typeof fieldLayoutAnswerSchema>;

/** A template's custom field as stored: the input schema (template.ts) has already normalised it. */
export const customFieldAnswerSchema = z.object({
  fieldName: z.string(),
  fieldType: z._default(z.enum(CUSTOM_FIELD_TYPES), 'text'),
  required: z._default(z.boolean(), false),
  options: z._default(z.array(z.string()), []),
  defaultValue: z.optional(z.string()),
  layout: z.optional(fieldLayoutAnswerSchema),
});
export type CustomField = z.infer<typeof customFieldAnswerSchema>;

/** What a product page shows of a product or a template beyond its card. */
const detailFields = {
  description: z.string(),
  /** The Urdu description, only when staff gave one: Urdu pages show it instead of `description`. */
  descriptionUr: z.optional(z.string()),
  stock: z.number(),
  hasFrame: z.boolean(),
  frameColors: z.array(z.string()),
};

export const productSchema = z.extend(productSummarySchema, {
  ...detailFields,
  sizes: z.array(sizeAnswerSchema),
  price: z.optional(z.nullable(z.number())),
  updatedAt: z.optional(z.string()),
});
export type Product = z.infer<typeof productSchema>;

/** Staff's print size for a size label the rule cannot read (rules: print-sizes.ts). */
export const staffPrintSizeAnswerSchema = z.object({
  width: z.number(),
  height: z.number(),
  unit: z.enum(PRINT_SIZE_UNITS),
});

export const templateSchema = z.extend(templateSummarySchema, {
  ...detailFields,
  fields: z.array(customFieldAnswerSchema),
  isNew: z.optional(z.boolean()),
  /** Orders of it wait for the customer's approval of a proof; absent on a template stored before. */
  needsApproval: z.optional(z.nullable(z.boolean())),
  /** By size label, only when staff gave some: the template page judges a photo's DPI with them. */
  printSizes: z.optional(z.record(z.string(), staffPrintSizeAnswerSchema)),
});
export type Template = z.infer<typeof templateSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rating: z.number(),
  comment: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
