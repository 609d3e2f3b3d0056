import { z } from 'zod';
import {
  CUSTOM_FIELD_TYPES,
  FRAME_COLORS,
  PRODUCT_TYPES,
  TYPES_WITH_FRAME_OPTION,
  TYPES_WITHOUT_SIZE_LABEL,
} from '../constants';
import { isFramed } from '../rules/frame';
import { labelsNeedingPrintSize, PRINT_SIZE_UNITS } from '../rules/print-size-map';
import { type FieldLayout, layoutForType } from './field-layout';
import { needsApprovalByDefault } from '../rules/proof-approval';
import { CATALOGUE_MESSAGES, type ImageInput, imageInputSchema } from './catalogue';
import { type ProductInput, productInputSchema } from './product';
import { type TemplateInput, templateInputSchema } from './template';

/**
 * The staff product and template forms as they hold their values (numbers stay text until sent, list
 * items are objects for react-hook-form's field arrays). Each form schema turns these values into the
 * wire body and pipes it into the very schema the server validates with, so a rule lives only there.
 */

export const sizeRowDraftSchema = z.object({
  // A disabled input (no size label for Stickers and Polaroids) may leave no value.
  size: z.string().catch(''),
  actualPrice: z.string(),
  discountedPrice: z.string(),
});
export type SizeRowDraft = z.infer<typeof sizeRowDraftSchema>;

/** An image of the form: a new data string, a kept stored image, or an empty slot of Update Product. */
export const imageDraftSchema = z.object({ image: imageInputSchema.nullable() });
export type ImageDraft = z.infer<typeof imageDraftSchema>;

export const catalogueDraftSchema = z.object({
  name: z.string(),
  stock: z.string(),
  description: z.string(),
  // Optional: a draft saved before the Urdu fields existed still restores.
  nameUr: z.string().optional(),
  descriptionUr: z.string().optional(),
  category: z.union([z.literal(''), z.enum(PRODUCT_TYPES)]),
  subCategory: z.string(),
  hasFrame: z.boolean(),
  frameColors: z.array(z.enum(FRAME_COLORS)),
  sizes: z.array(sizeRowDraftSchema),
  images: z.array(imageDraftSchema),
});
export type CatalogueDraft = z.infer<typeof catalogueDraftSchema>;

export const customFieldDraftSchema = z.object({
  fieldName: z.string(),
  fieldType: z.enum(CUSTOM_FIELD_TYPES),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string() })),
  /** Set by the "Place on the picture" editor; the template schema checks it. */
  layout: z.custom<FieldLayout>().optional(),
});
export type CustomFieldDraft = z.infer<typeof customFieldDraftSchema>;

/** Staff's print size for one size label the rule cannot read, as the form holds it (numbers as text). */
export const printSizeDraftSchema = z.object({
  label: z.string(),
  width: z.string(),
  height: z.string(),
  unit: z.enum(PRINT_SIZE_UNITS),
});
export type PrintSizeDraft = z.infer<typeof printSizeDraftSchema>;

export const templateDraftSchema = catalogueDraftSchema.extend({
  customFields: z.array(customFieldDraftSchema),
  /** Ticked or unticked by staff; absent or null until they touch it: the chosen type's default. */
  needsApproval: z.boolean().nullable().optional(),
  /** Optional: a draft saved before print sizes existed still restores. */
  printSizes: z.array(printSizeDraftSchema).optional(),
});
export type TemplateDraft = z.infer<typeof templateDraftSchema>;

const blank = (text: string) => text.trim() === '';
const isUntouchedRow = (row: SizeRowDraft) =>
  blank(row.size) && blank(row.actualPrice) && blank(row.discountedPrice);
const numberOrNull = (text: string): number | null => (blank(text) ? null : Number(text));

/** The shared fields as the API takes them: numbers as numbers, untouched size rows left out. */
export function catalogueFieldsOf(draft: CatalogueDraft) {
  const category = draft.category;
  const labelDisabled = category !== '' && TYPES_WITHOUT_SIZE_LABEL.includes(category);
  const offersFrame = category !== '' && TYPES_WITH_FRAME_OPTION.includes(category);
  return {
    name: draft.name,
    description: draft.description,
    // Sent only when given: a blank one is none, as the server reads a missing one.
    ...(draft.nameUr?.trim() ? { nameUr: draft.nameUr } : {}),
    ...(draft.descriptionUr?.trim() ? { descriptionUr: draft.descriptionUr } : {}),
    stock: blank(draft.stock) ? 0 : Number(draft.stock),
    category,
    subCategory: draft.subCategory,
    hasFrame: offersFrame ? draft.hasFrame : false,
    frameColors: isFramed(draft) ? draft.frameColors : [],
    sizes: draft.sizes
      .filter((row) => !isUntouchedRow(row))
      .map((row) => ({
        size: labelDisabled ? '' : row.size.trim(),
        actualPrice: Number(row.actualPrice),
        discountedPrice: numberOrNull(row.discountedPrice),
      })),
  };
}

/**
 * The print sizes the form sends: those of the sizes it sends whose label the rule cannot read, where
 * staff typed a width or a height (a blank one is then refused by the server's schema, naming the label).
 */
export function printSizesOfDraft(
  sizes: readonly { size: string }[],
  drafts: readonly PrintSizeDraft[] = [],
): Pick<TemplateInput, 'printSizes'> {
  const labels = labelsNeedingPrintSize(sizes.map((size) => size.size));
  const entries = drafts
    .filter((draft) => labels.includes(draft.label) && !(blank(draft.width) && blank(draft.height)))
    .map(
      (draft) =>
        [
          draft.label,
          { width: numberOrNull(draft.width), height: numberOrNull(draft.height), unit: draft.unit },
        ] as const,
    );
  return entries.length > 0 ? { printSizes: Object.fromEntries(entries) } : {};
}

/** The images a form keeps, in order, without its empty slots. */
export function keptImages(images: readonly ImageDraft[]): ImageInput[] {
  return images.flatMap(({ image }) => (image === null ? [] : [image]));
}

/**
 * What only the form can tell (the wire has no blank type, and a blank price is not a number there):
 * a product type is chosen, and a size row that was started has its actual price. Update Product
 * asks for the actual price of every row (spec point 5, 'Admin forms (general)').
 */
function requireFilled(everySizePriced: boolean) {
  return (draft: CatalogueDraft, ctx: z.RefinementCtx) => {
    if (draft.category === '') {
      ctx.addIssue({ code: 'custom', path: ['category'], message: CATALOGUE_MESSAGES.required });
    }
    draft.sizes.forEach((row, index) => {
      if (blank(row.actualPrice) && (everySizePriced || !isUntouchedRow(row))) {
        ctx.addIssue({
          code: 'custom',
          path: ['sizes', index, 'actualPrice'],
          message: CATALOGUE_MESSAGES.required,
        });
      }
    });
  };
}

interface ProductFormOptions {
  everySizePriced?: boolean;
  /** The images part of the body; by default the kept images, with nothing to delete. */
  imagesOf?: (images: readonly ImageDraft[]) => { productImages: ImageInput[]; imagesToDelete?: string[] };
}

/** Create Product (and, with its options, Update Product): the form's values checked as the server does. */
export function productFormSchema({
  everySizePriced = false,
  imagesOf = (images) => ({ productImages: keptImages(images) }),
}: ProductFormOptions = {}) {
  return catalogueDraftSchema
    .superRefine(requireFilled(everySizePriced))
    .transform((draft): ProductInput => ({ ...catalogueFieldsOf(draft), ...imagesOf(draft.images) }))
    .pipe(productInputSchema);
}

/** The body Create and Update Product send: what the server's schema makes of the form's values. */
export type ProductFormBody = z.output<typeof productInputSchema>;

/** Create Template: the shared fields, the custom fields and the images, checked as the server does. */
export const templateFormSchema = templateDraftSchema
  .superRefine(requireFilled(false))
  .transform((draft): TemplateInput => {
    const shared = catalogueFieldsOf(draft);
    return {
      ...shared,
      ...printSizesOfDraft(shared.sizes, draft.printSizes),
      templateImages: keptImages(draft.images),
      needsApproval: draft.needsApproval ?? needsApprovalByDefault(draft.category),
      fields: draft.customFields.map((field) => ({
        fieldName: field.fieldName,
        fieldType: field.fieldType,
        required: field.required,
        options: field.options.map((option) => option.value),
        ...(layoutForType(field.fieldType, field.layout) && {
          layout: layoutForType(field.fieldType, field.layout),
        }),
      })),
    };
  })
  .pipe(templateInputSchema);
