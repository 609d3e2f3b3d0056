import { z } from 'zod';
import { DISCOUNT_KINDS, discountCodeKey } from '../rules/discount';
import { optionalMoment } from './announcement';
import { RULE_TEXTS, ruleText } from '../rules/rule-texts';
import { wholeNumber } from './text';

export const MAX_DISCOUNT_AMOUNT = 1_000_000;
export const MAX_DISCOUNT_USES = 1_000_000;
export const DISCOUNT_CODE_SPELLING_MESSAGE = RULE_TEXTS['discount.spelling'];
export const DISCOUNT_PERCENT_MESSAGE = RULE_TEXTS['discount.percent'];
export const DISCOUNT_WINDOW_MESSAGE = RULE_TEXTS['discount.window'];
const ENTER_CODE_MESSAGE = RULE_TEXTS['discount.enterCode'];

/** A code as a shopper types it: trimmed, compared in capitals. */
const typedCode = z
  .string({ error: ENTER_CODE_MESSAGE })
  .trim()
  .min(1, ENTER_CODE_MESSAGE)
  .max(30, DISCOUNT_CODE_SPELLING_MESSAGE)
  .transform(discountCodeKey);

/** The code's own spelling as staff write it: letters, digits, dashes and underscores, kept in capitals. */
const codeSpelling = typedCode.pipe(z.string().regex(/^[A-Z0-9_-]{3,30}$/, DISCOUNT_CODE_SPELLING_MESSAGE));

/** An optional whole amount: absent, null or '' is none. */
function optionalWhole(label: string, min: number, max: number) {
  return z.preprocess((value) => (value === '' ? null : value), wholeNumber(label, min, max).nullish());
}

const discountCodeFields = {
  code: codeSpelling,
  kind: z.enum(DISCOUNT_KINDS, { error: RULE_TEXTS['discount.kind'] }),
  value: wholeNumber('Value', 1, MAX_DISCOUNT_AMOUNT),
  minimumOrder: optionalWhole('Minimum order', 1, MAX_DISCOUNT_AMOUNT * 10),
  startsAt: optionalMoment('Start date'),
  endsAt: optionalMoment('End date'),
  usageLimit: optionalWhole('Usage limit', 1, MAX_DISCOUNT_USES),
  enabled: z.boolean({ error: ruleText('value.notBoolean', { label: 'Enabled' }) }).optional(),
};

type Fields = {
  kind?: string;
  value?: number;
  startsAt?: string | null;
  endsAt?: string | null;
};
const percentWithinHundred = (code: Fields) =>
  code.kind !== 'percent' || code.value === undefined || code.value <= 100;
const windowInOrder = ({ startsAt, endsAt }: Fields) =>
  !startsAt || !endsAt || Date.parse(endsAt) > Date.parse(startsAt);

/** POST /api/discount-codes (staff): a new code; usage limit, minimum order and dates optional. */
export const discountCodeInputSchema = z
  .strictObject(discountCodeFields)
  .refine(percentWithinHundred, { message: DISCOUNT_PERCENT_MESSAGE, path: ['value'] })
  .refine(windowInOrder, { message: DISCOUNT_WINDOW_MESSAGE, path: ['endsAt'] });
export type DiscountCodeInput = z.output<typeof discountCodeInputSchema>;

/**
 * PATCH /api/discount-codes/:id (staff): only the fields sent change. The kind and value are checked
 * together with the stored ones by the server (a 60 on a fixed code may become a 60 % one).
 */
export const discountCodeChangeSchema = z
  .strictObject(discountCodeFields)
  .partial()
  .refine((change) => Object.keys(change).length > 0, RULE_TEXTS['discount.nothingToChange'])
  .refine(percentWithinHundred, { message: DISCOUNT_PERCENT_MESSAGE, path: ['value'] })
  .refine(windowInOrder, { message: DISCOUNT_WINDOW_MESSAGE, path: ['endsAt'] });
export type DiscountCodeChange = z.output<typeof discountCodeChangeSchema>;

/** A code as staff read it: its terms, how many orders used it, and when it was written. */
export const discountCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  minimumOrder: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  uses: z.number(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
export const discountCodeListSchema = z.object({ discountCodes: z.array(discountCodeSchema) });

/** POST /api/discount-codes/check (anyone): what a code takes off a cart of this subtotal, before checkout. */
export const discountCheckInputSchema = z.strictObject({
  code: typedCode,
  subtotal: wholeNumber('Subtotal', 0, 1_000_000_000),
  phone: z
    .string()
    .max(40, ruleText('text.tooLong', { label: 'Phone', max: 40 }))
    .optional(),
});
export type DiscountCheckInput = z.input<typeof discountCheckInputSchema>;

export const discountCheckSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  discountAmount: z.number(),
});
export type DiscountCheck = z.infer<typeof discountCheckSchema>;

/** The code field of the create-order body: optional; '' or null is none. */
export const orderDiscountCodeSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  typedCode.optional(),
);
