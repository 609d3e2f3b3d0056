import {
  announcementInputSchema,
  bannerRecordSchema,
  contactMessageInputSchema,
  firstIssueMessage,
  productInputSchema,
  reviewInputSchema,
  shopSettingsInputSchema,
  storedOrderSchema,
  templateInputSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import {
  ANNOUNCEMENT_UID,
  BANNER_UID,
  MESSAGE_UID,
  ORDER_UID,
  PRODUCT_UID,
  REVIEW_UID,
  SHOP_SETTING_UID,
  TEMPLATE_UID,
} from '../content-types';

/** The contract schema a stored record of a content type keeps, and the attributes it reads. */
interface RecordRule {
  schema: z.ZodType;
  fields: readonly string[];
  /** Attributes the schema writes in their one spelling (a category as the shop spells it). */
  canonical?: readonly string[];
}

const CATALOGUE_FIELDS = [
  'name',
  'description',
  'nameUr',
  'descriptionUr',
  'category',
  'subCategory',
  'stock',
  'hasFrame',
  'frameColors',
  'sizes',
] as const;

/** Every content type whose writes are checked below the controllers, with the rule the API checks it by. */
export const RECORD_RULES: Readonly<Record<string, RecordRule>> = {
  [PRODUCT_UID]: {
    schema: productInputSchema,
    fields: [...CATALOGUE_FIELDS, 'price', 'productImages'],
    canonical: ['subCategory'],
  },
  [TEMPLATE_UID]: {
    schema: templateInputSchema,
    fields: [...CATALOGUE_FIELDS, 'templateImages', 'fields', 'isNew', 'needsApproval', 'printSizes'],
    canonical: ['subCategory'],
  },
  [REVIEW_UID]: { schema: reviewInputSchema, fields: ['name', 'rating', 'comment'] },
  [MESSAGE_UID]: {
    schema: contactMessageInputSchema,
    fields: ['name', 'email', 'number', 'message'],
  },
  [ANNOUNCEMENT_UID]: {
    schema: announcementInputSchema,
    fields: ['message', 'startsAt', 'endsAt'],
  },
  [BANNER_UID]: {
    schema: bannerRecordSchema,
    fields: ['alt', 'title', 'subtitle', 'link', 'hidden'],
  },
  [SHOP_SETTING_UID]: {
    schema: shopSettingsInputSchema,
    fields: Object.keys(shopSettingsInputSchema.shape),
  },
  [ORDER_UID]: {
    schema: storedOrderSchema,
    fields: [
      'orderNumber',
      'customer',
      'items',
      'subtotal',
      'discountCode',
      'discountAmount',
      'deliveryCharge',
      'total',
      'paymentMethod',
      'status',
      'history',
      'source',
      'language',
    ],
  },
};

export const CHECKED_UIDS = Object.keys(RECORD_RULES);

/**
 * The record a write leaves: the stored one (none for a create) with the written attributes over it,
 * reduced to what the rule reads. A null (the panel's empty field) reads as absent, as the API's
 * optional fields do.
 */
export function recordAfterWrite(
  rule: RecordRule,
  stored: Record<string, unknown> | null | undefined,
  written: Record<string, unknown>,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of rule.fields) {
    const value = field in written ? written[field] : stored?.[field];
    if (value !== null && value !== undefined) record[field] = value;
  }
  return record;
}

export type RecordCheck = { ok: true; canonical: Record<string, unknown> } | { ok: false; message: string };

/** Checks the record a write leaves with the content type's contract schema; answers the rule's message. */
export function checkRecord(uid: string, record: Record<string, unknown>): RecordCheck {
  const rule = RECORD_RULES[uid];
  if (!rule) return { ok: true, canonical: {} };
  const result = rule.schema.safeParse(record);
  if (!result.success) return { ok: false, message: firstIssueMessage(result.error) };
  const parsed = result.data as Record<string, unknown>;
  const canonical = Object.fromEntries((rule.canonical ?? []).map((field) => [field, parsed[field]]));
  return { ok: true, canonical };
}

export function ruleOf(uid: string): RecordRule | undefined {
  return RECORD_RULES[uid];
}
