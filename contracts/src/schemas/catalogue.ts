import { z } from 'zod';
import {
  CATEGORIES_BY_TYPE,
  FRAME_COLORS,
  MAX_IMAGES,
  PRODUCT_TYPES,
  type ProductType,
  TYPES_WITH_FRAME_OPTION,
} from '../constants';
import { isFramed } from '../rules/frame';
import { RULE_TEXTS, ruleText } from '../rules/rule-texts';
import { storedImageSchema } from './summaries';
import { omissibleText, optionalText, optionalWholeNumber, requiredText, wholeNumber } from './text';

/** Messages of spec section 5 for the admin forms. */
export const CATALOGUE_MESSAGES = {
  required: RULE_TEXTS['catalogue.required'],
  frameColor: RULE_TEXTS['catalogue.frameColor'],
  minImages: RULE_TEXTS['catalogue.minImages'],
  maxImages: RULE_TEXTS['catalogue.maxImages'],
} as const;

const PRICE_LIMIT = 10_000_000;

export const sizeSchema = z
  .object({
    size: optionalText('Size', 60),
    actualPrice: wholeNumber('Actual price', 1, PRICE_LIMIT),
    discountedPrice: optionalWholeNumber('Discounted price', 1, PRICE_LIMIT),
  })
  .refine((s) => s.discountedPrice == null || s.discountedPrice <= s.actualPrice, {
    message: RULE_TEXTS['catalogue.discountOverActual'],
    path: ['discountedPrice'],
  });
export type Size = z.infer<typeof sizeSchema>;

/** An image in an admin write: a new inline data string, or a kept image as URL or {url, public_id}. */
export const imageInputSchema = z.union([z.string().min(1).max(15_000_000), storedImageSchema], {
  error: RULE_TEXTS['catalogue.imageValue'],
});
export type ImageInput = z.infer<typeof imageInputSchema>;

const productTypeSchema = z.enum(PRODUCT_TYPES, {
  error: ruleText('value.notOneOf', { label: 'Product type', options: PRODUCT_TYPES.join(', ') }),
});

/** The category as `CATEGORIES_BY_TYPE` spells it, matched in any case; undefined when the type has no such one. */
export function canonicalCategory(type: ProductType, value: string): string | undefined {
  const wanted = value.trim().toUpperCase();
  return CATEGORIES_BY_TYPE[type].find((c) => c.toUpperCase() === wanted);
}

export const catalogueItemFields = {
  name: requiredText('Name', 200, CATALOGUE_MESSAGES.required),
  description: requiredText('Description', 10_000, CATALOGUE_MESSAGES.required),
  /** Shown on the Urdu pages where given (issue #37 item 4); absent or '' leaves them the English. */
  nameUr: omissibleText('Name in Urdu', 200),
  descriptionUr: omissibleText('Description in Urdu', 10_000),
  category: z.preprocess((v) => (v === '' ? undefined : v), productTypeSchema),
  subCategory: optionalText('Product category', 100),
  // A blank stock input ("") counts as 0, as the spec's create form sends it when left empty.
  stock: z.preprocess((value) => (value === '' ? 0 : value), wholeNumber('Stock', 0, 1_000_000)).default(0),
  hasFrame: z.boolean({ error: ruleText('value.notBoolean', { label: 'hasFrame' }) }).default(false),
  frameColors: z
    .array(
      z.enum(FRAME_COLORS, {
        error: ruleText('catalogue.frameColours', { colours: FRAME_COLORS.join(', ') }),
      }),
    )
    .max(FRAME_COLORS.length)
    .default([]),
  sizes: z
    .array(sizeSchema)
    .max(20, ruleText('catalogue.tooManySizes', { max: 20 }))
    .default([]),
};

type CatalogueItemDraft = {
  category: ProductType;
  subCategory: string;
  hasFrame: boolean;
  frameColors: string[];
};

/** Rules that span several fields, shared by products and templates. */
export function checkCatalogueRules(item: CatalogueItemDraft, ctx: z.RefinementCtx): void {
  if (item.subCategory && CATEGORIES_BY_TYPE[item.category].length > 0) {
    if (!canonicalCategory(item.category, item.subCategory)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subCategory'],
        message: ruleText('catalogue.notACategory', { category: item.subCategory, type: item.category }),
      });
    }
  } else if (item.subCategory) {
    ctx.addIssue({
      code: 'custom',
      path: ['subCategory'],
      message: ruleText('catalogue.noCategories', { type: item.category }),
    });
  }
  if (isFramed(item) && item.frameColors.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['frameColors'], message: CATALOGUE_MESSAGES.frameColor });
  }
  if (!isFramed(item) && item.frameColors.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['frameColors'], message: unframedColoursMessage(item.category) });
  }
}

/** Frame colours on an item without a frame (a Sticker, a Poster with 'With Frame?' off): the shopper could pick one and get no frame. */
export function unframedColoursMessage(category: ProductType): string {
  return TYPES_WITH_FRAME_OPTION.includes(category)
    ? ruleText('catalogue.coloursNeedFrame', { type: category })
    : ruleText('catalogue.noFrame', { type: category });
}

export function imageListSchema() {
  return z
    .array(imageInputSchema, { error: CATALOGUE_MESSAGES.minImages })
    .min(1, CATALOGUE_MESSAGES.minImages)
    .max(MAX_IMAGES, CATALOGUE_MESSAGES.maxImages);
}
