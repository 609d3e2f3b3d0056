import { factories } from '@strapi/strapi';
import {
  DISCOUNT_PERCENT_MESSAGE,
  DISCOUNT_WINDOW_MESSAGE,
  type DiscountCheck,
  type DiscountCodeChange,
  type DiscountCodeInput,
  discountAmountOf,
  discountCodeSchema,
} from '@shop/contracts';
import { isDocumentId, NotFoundError, ValidationError } from '../../../lib/errors';
import { toWire } from '../../../lib/wire';
import {
  applicableDiscount,
  DISCOUNT_TERM_FIELDS,
  forgetDiscountUses,
} from '../../../lib/orders/discount-codes';
import { OrderRefusal } from '../../../lib/orders/pricing';
import { DISCOUNT_CODE_UID } from '../../../lib/content-types';
import { documentsOf, type StoredDocument } from '../../../lib/documents';

// Strapi adds to a fields list it is given: each query gets its own copy.
const fields = () => [...DISCOUNT_TERM_FIELDS, 'createdAt', 'updatedAt'];

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/** A code as staff read it, checked by its contract. */
function staffView(doc: StoredDocument) {
  const wire = toWire(doc) as Record<string, unknown>;
  return discountCodeSchema.parse({
    ...wire,
    minimumOrder: wire.minimumOrder ?? null,
    usageLimit: wire.usageLimit ?? null,
    uses: wire.uses ?? 0,
    enabled: wire.enabled !== false,
    startsAt: iso(wire.startsAt),
    endsAt: iso(wire.endsAt),
    createdAt: iso(wire.createdAt),
    updatedAt: iso(wire.updatedAt),
  });
}

/** Optional terms sent as absent are stored as none. */
function storedTerms<T extends Partial<DiscountCodeInput>>(input: T) {
  return {
    ...input,
    ...('minimumOrder' in input ? { minimumOrder: input.minimumOrder ?? null } : {}),
    ...('usageLimit' in input ? { usageLimit: input.usageLimit ?? null } : {}),
  };
}

export default factories.createCoreService(DISCOUNT_CODE_UID, ({ strapi }) => {
  const codes = () => documentsOf(strapi, DISCOUNT_CODE_UID);

  async function existing(id: unknown): Promise<StoredDocument> {
    const found = isDocumentId(id) ? await codes().findOne({ documentId: id, fields: fields() }) : null;
    if (!found) throw new NotFoundError('Discount code not found');
    return found;
  }

  async function refuseTakenCode(code: string): Promise<void> {
    const taken = await codes().findFirst({ filters: { code }, fields: ['code'] });
    if (taken) throw new ValidationError(`A discount code "${code}" already exists`);
  }

  return {
    /** Every code, newest first, with its uses (staff). */
    async discountCodes() {
      const all = await codes().findMany({ fields: fields(), sort: 'createdAt:desc', limit: 1000 });
      return { discountCodes: all.map(staffView) };
    },

    async createDiscountCode(input: DiscountCodeInput) {
      await refuseTakenCode(input.code);
      const data = { ...storedTerms(input), uses: 0, enabled: input.enabled ?? true };
      return staffView(await codes().create({ data, fields: fields() }));
    },

    /** Changes the fields sent; the kind, value and dates are checked together with the stored ones. */
    async updateDiscountCode(id: unknown, change: DiscountCodeChange) {
      const stored = staffView(await existing(id));
      const next = { ...stored, ...change };
      if (next.kind === 'percent' && next.value > 100) throw new ValidationError(DISCOUNT_PERCENT_MESSAGE);
      if (next.startsAt && next.endsAt && Date.parse(next.endsAt) <= Date.parse(next.startsAt)) {
        throw new ValidationError(DISCOUNT_WINDOW_MESSAGE);
      }
      // The phones that used a code are kept under its name: a new name is a new code.
      if (change.code && change.code !== stored.code) {
        throw new ValidationError('A code cannot be renamed; create a new code instead');
      }
      const updated = await codes().update({
        documentId: stored._id,
        data: storedTerms(change),
        fields: fields(),
      });
      if (!updated) throw new NotFoundError('Discount code not found');
      return staffView(updated);
    },

    /** Deletes a code and the record of the phones that used it; orders keep the code they were placed with. */
    async deleteDiscountCode(id: unknown) {
      const stored = await existing(id);
      await codes().delete({ documentId: stored.documentId });
      await forgetDiscountUses(strapi, String(stored.code));
      return { message: 'Discount code deleted' };
    },

    /** What a code takes off a cart of this subtotal, or a 400 saying why it cannot be used. */
    async checkDiscountCode(request: {
      code: string;
      subtotal: number;
      phone?: string;
    }): Promise<DiscountCheck> {
      try {
        const terms = await applicableDiscount(strapi, request);
        return {
          code: terms.code,
          kind: terms.kind,
          value: terms.value,
          discountAmount: discountAmountOf(terms, request.subtotal),
        };
      } catch (error) {
        if (error instanceof OrderRefusal) throw new ValidationError(error.message);
        throw error;
      }
    },
  };
});
