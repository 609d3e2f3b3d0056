import { z } from 'zod';
import { MAX_LINE_QUANTITY, PAYMENT_METHOD } from '../constants';
import { SHOP_LOCALES } from '../shop-locales';
import { orderHistoryEntrySchema, orderStatusSchema } from './order-lifecycle';
import { orderSourceSchema } from './order-source';
import { orderDiscountCodeSchema } from './discount-code';
import { photoCropsSchema } from './photo-crop';
import { fieldScriptsSchema } from './field-script';
import { requiredText, wholeNumber } from './text';
import { RULE_TEXTS, ruleText } from '../rules/rule-texts';

export const CHECKOUT_BLANK_MESSAGE = RULE_TEXTS['checkout.blank'];

/** The language the order was placed in: its e-mails and tracking link follow it (English when not sent). */
export const orderLanguageSchema = z.enum(SHOP_LOCALES, {
  error: ruleText('value.notOneOf', { label: 'Language', options: SHOP_LOCALES.join(', ') }),
});

export const customerSchema = z.object({
  name: requiredText('Name', 100, CHECKOUT_BLANK_MESSAGE),
  email: requiredText('Email', 200, CHECKOUT_BLANK_MESSAGE).pipe(
    z.email(ruleText('text.notEmail', { label: 'Email' })),
  ),
  phone: requiredText('Phone', 40, CHECKOUT_BLANK_MESSAGE),
  address: requiredText('Address', 500, CHECKOUT_BLANK_MESSAGE),
  city: requiredText('City', 100, CHECKOUT_BLANK_MESSAGE),
  country: requiredText('Country', 100, CHECKOUT_BLANK_MESSAGE),
});
export type Customer = z.infer<typeof customerSchema>;

/** An e-mail that may be left out or blank (a customer who ordered by phone may have none): blank is none. */
const optionalEmailSchema = z
  .string({ error: ruleText('text.notText', { label: 'Email' }) })
  .trim()
  .max(200, ruleText('text.tooLong', { label: 'Email', max: 200 }))
  .transform((email) => email || undefined)
  .pipe(z.email(ruleText('text.notEmail', { label: 'Email' })).optional())
  .optional();

/** The customer of an order staff take (and so of any stored order): the checkout's, the e-mail optional. */
export const staffOrderCustomerSchema = customerSchema.extend({ email: optionalEmailSchema });
export type StaffOrderCustomer = z.input<typeof staffOrderCustomerSchema>;

const customValueSchema = z.union([z.string().max(2000), z.number().transform(String)], {
  error: RULE_TEXTS['order.customValuesNotText'],
});

export const orderItemInputSchema = z.object({
  id: z.string({ error: RULE_TEXTS['order.itemIdMissing'] }).min(1).max(100),
  cartId: z.string().max(100).optional(),
  name: z.string().max(300).optional(),
  image: z.string().max(2000).optional(),
  size: z.string().max(60).nullish(),
  /** The chosen size's position in the item's sizes: two sizes may share a label (Stickers have ''). */
  sizeIndex: wholeNumber('Size index', 0, 19).nullish(),
  frame: z.string().max(60).nullish(),
  quantity: wholeNumber('Quantity', 1, MAX_LINE_QUANTITY),
  price: z.number().nonnegative().optional(),
  customFields: z
    .record(z.string().max(100), customValueSchema)
    .refine((fields) => Object.keys(fields).length <= 30, ruleText('order.tooManyCustomFields', { max: 30 }))
    .optional(),
  /** How the shopper moved, zoomed and turned each photo in its area, by photo field (issue #36). */
  photoCrops: photoCropsSchema.optional(),
  /** The script the shopper wrote each text field in, where its template offers both (issue #36). */
  fieldScripts: fieldScriptsSchema.optional(),
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

export const orderInputSchema = z.object({
  customer: customerSchema,
  items: z
    .array(orderItemInputSchema, { error: RULE_TEXTS['order.noItems'] })
    .min(1, RULE_TEXTS['order.noItems'])
    .max(50, ruleText('order.tooManyLines', { max: 50 })),
  subtotal: z.number().nonnegative().optional(),
  deliveryCharge: z.number().nonnegative().optional(),
  total: z.number().nonnegative().optional(),
  /** A discount code (issue #34 item 8), priced again by the server; its amount, when sent, is checked like the totals. */
  discountCode: orderDiscountCodeSchema,
  discountAmount: z.number().nonnegative().optional(),
  paymentMethod: z
    .literal(PAYMENT_METHOD, { error: ruleText('order.onlyPaymentMethod', { method: PAYMENT_METHOD }) })
    .default(PAYMENT_METHOD),
  language: orderLanguageSchema.default('en'),
});
export type OrderInput = z.input<typeof orderInputSchema>;
export type ValidOrderInput = z.output<typeof orderInputSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['product', 'template']),
  cartId: z.string().optional(),
  name: z.string(),
  /** The item's Urdu name when it was ordered, where staff had given one. */
  nameUr: z.string().optional(),
  image: z.string().nullable().optional(),
  size: z.string().nullable().optional(),
  sizeIndex: z.number().nullable().optional(),
  frame: z.string().nullable().optional(),
  quantity: z.number(),
  price: z.number(),
  customFields: z.record(z.string(), z.unknown()).optional(),
  /** The crop of each photo field the shopper adjusted (photo-crop.ts); none on other lines. */
  photoCrops: photoCropsSchema.optional(),
  /** The script of each text field written in a chosen one (field-script.ts); none on other lines. */
  fieldScripts: fieldScriptsSchema.optional(),
  /** Whether the line's template needed the customer's approval when it was ordered. */
  needsApproval: z.boolean().optional(),
  /** The proof staff uploaded for the line (an absolute URL), once they have. */
  proofUrl: z.string().nullable().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  customer: customerSchema.partial(),
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  /** Only on an order placed with a discount code: the code and the rupees it took off the subtotal. */
  discountCode: z.string().nullish(),
  discountAmount: z.number().nullish(),
  deliveryCharge: z.number(),
  total: z.number(),
  paymentMethod: z.string(),
  createdAt: z.string(),
  /** When the order was last written: a staff correction sends it back to refuse a stale edit. */
  updatedAt: z.string().optional(),
  status: orderStatusSchema.default('placed'),
  history: z.array(orderHistoryEntrySchema).default([]),
  courier: z.string().nullable().optional(),
  trackingNumber: z.string().nullable().optional(),
  /** Only in the create-order answer: the shopper's private tracking link. */
  trackingToken: z.string().optional(),
  /** Where the order came from; an order stored before sources existed reads as `website`. */
  source: orderSourceSchema.optional(),
  /** The staff e-mail of whoever took the order; none for a shopper's checkout. */
  enteredBy: z.string().nullable().optional(),
  /** Only on an order placed in another language than English: that language. */
  language: orderLanguageSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The `error.details` of a 409 refusal of an order that a client can mend: the item's current price
 * (for the chosen size), or the stock left of the item (0: none).
 */
export const orderConflictDetailsSchema = z.object({
  itemId: z.string(),
  size: z.string().nullable().optional(),
  sizeIndex: z.number().nullable().optional(),
  currentPrice: z.number().optional(),
  stockLeft: z.number().optional(),
});
export type OrderConflictDetails = z.infer<typeof orderConflictDetailsSchema>;

const MONEY_LIMIT = 1_000_000_000;

/**
 * The rules every stored order keeps, whoever writes it (create-order, the Strapi panel, a script):
 * the checkout's customer (the e-mail optional: staff take orders from customers without one), at
 * least one line, totals that add up, the shop's one payment method, a known state (none: an order
 * stored before the lifecycle, read as placed) and a known source (none: read as the website).
 */
export const storedOrderSchema = z
  .object({
    orderNumber: requiredText('Order number', 40),
    customer: staffOrderCustomerSchema,
    items: z
      .array(orderItemSchema, { error: RULE_TEXTS['order.noItems'] })
      .min(1, RULE_TEXTS['order.noItems'])
      .max(50, ruleText('order.tooManyLines', { max: 50 })),
    subtotal: wholeNumber('Subtotal', 0, MONEY_LIMIT),
    discountCode: z.string().max(30).nullish(),
    discountAmount: wholeNumber('Discount amount', 0, MONEY_LIMIT).nullish(),
    deliveryCharge: wholeNumber('Delivery charge', 0, MONEY_LIMIT),
    total: wholeNumber('Total', 0, MONEY_LIMIT),
    paymentMethod: z.literal(PAYMENT_METHOD, {
      error: ruleText('order.onlyPaymentMethod', { method: PAYMENT_METHOD }),
    }),
    status: orderStatusSchema.nullish(),
    history: z.array(orderHistoryEntrySchema, { error: 'The history must be a list of moves' }).nullish(),
    source: orderSourceSchema.nullish(),
    language: orderLanguageSchema.nullish(),
  })
  .refine((order) => order.total === order.subtotal - (order.discountAmount ?? 0) + order.deliveryCharge, {
    error: (issue) =>
      (issue.input as { discountAmount?: number | null }).discountAmount
        ? RULE_TEXTS['order.totalWithDiscount']
        : RULE_TEXTS['order.total'],
    path: ['total'],
  })
  .refine((order) => (order.discountAmount ?? 0) <= order.subtotal, {
    message: RULE_TEXTS['order.discountOverSubtotal'],
    path: ['discountAmount'],
  });
