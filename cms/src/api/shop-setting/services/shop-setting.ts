import { type Core, factories } from '@strapi/strapi';
import { shopConfig } from '../../../lib/shop-config';
import {
  SAMPLE_SHOP_SETTINGS,
  type ShopSettings,
  type ShopSettingsInput,
  shopSettingsSchema,
} from '@shop/contracts';
import { SHOP_SETTING_UID } from '../../../lib/content-types';
import { documentsOf } from '../../../lib/documents';

const FIELDS = Object.freeze(Object.keys(SAMPLE_SHOP_SETTINGS) as (keyof ShopSettings)[]);
// Strapi adds to a fields list it is given: each query gets its own copy.
const fields = () => [...FIELDS];

/** Whether a stored value may stand for the field: of the answer's shape (a JSON list, a number or none). */
function isStoredValue(field: keyof ShopSettings, value: unknown): boolean {
  if (value === undefined) return false;
  if (field === 'freeDeliveryFrom') return value === null || typeof value === 'number';
  if (value === null) return false;
  return shopSettingsSchema.shape[field].safeParse(value).success;
}

/**
 * The stored details over the samples: a fresh shop answers the samples until staff save their own,
 * and a shop stored before the order limits or the delivery settings existed (their columns empty)
 * has their defaults: the spec's flat Rs. 250 and Rs. 500 minimum.
 */
export function withSamples(strapi: Core.Strapi, stored: Record<string, unknown> | null): ShopSettings {
  const settings: Record<string, unknown> = { ...SAMPLE_SHOP_SETTINGS };
  for (const [field, value] of Object.entries(shopConfig(strapi).orderLimitDefaults)) {
    if (value !== null) settings[field] = value;
  }
  for (const field of FIELDS) {
    const value = stored?.[field];
    if (isStoredValue(field, value)) settings[field] = value;
  }
  return settings as ShopSettings;
}

export default factories.createCoreService(SHOP_SETTING_UID, ({ strapi }) => ({
  async current(): Promise<ShopSettings> {
    const stored = await strapi.documents(SHOP_SETTING_UID).findFirst({ fields: fields() });
    return withSamples(strapi, stored as Record<string, unknown> | null);
  },

  async save(input: ShopSettingsInput): Promise<ShopSettings> {
    const documents = documentsOf(strapi, SHOP_SETTING_UID);
    const existing = await documents.findFirst({ fields: ['documentId'] });
    const saved = existing
      ? await documents.update({ documentId: existing.documentId, data: input, fields: fields() })
      : await documents.create({ data: input, fields: fields() });
    return withSamples(strapi, saved);
  },
}));
