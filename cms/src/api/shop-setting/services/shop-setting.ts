import { factories } from '@strapi/strapi';
import { SAMPLE_SHOP_SETTINGS, type ShopSettings, type ShopSettingsInput } from '@shop/contracts';

export const SHOP_SETTING_UID = 'api::shop-setting.shop-setting';

const FIELDS = Object.freeze(Object.keys(SAMPLE_SHOP_SETTINGS) as (keyof ShopSettings)[]);
// Strapi adds to a fields list it is given: each query gets its own copy.
const fields = () => [...FIELDS];

/** The stored details over the samples: a fresh shop answers the samples until staff save their own. */
function withSamples(stored: Record<string, unknown> | null): ShopSettings {
  const settings = { ...SAMPLE_SHOP_SETTINGS };
  for (const field of FIELDS) {
    const value = stored?.[field];
    if (typeof value === 'string') settings[field] = value;
  }
  return settings;
}

export default factories.createCoreService(SHOP_SETTING_UID, ({ strapi }) => ({
  async current(): Promise<ShopSettings> {
    const stored = await strapi.documents(SHOP_SETTING_UID).findFirst({ fields: fields() });
    return withSamples(stored as Record<string, unknown> | null);
  },

  async save(input: ShopSettingsInput): Promise<ShopSettings> {
    const documents = strapi.documents(SHOP_SETTING_UID);
    const existing = await documents.findFirst({ fields: ['documentId'] });
    const saved = existing
      ? // biome-ignore lint/suspicious/noExplicitAny: Strapi's generated input types do not take a shape built from our zod schemas (components, relations by documentId)
        await documents.update({ documentId: existing.documentId, data: input as any, fields: fields() })
      : // biome-ignore lint/suspicious/noExplicitAny: Strapi's generated input types do not take a shape built from our zod schemas (components, relations by documentId)
        await documents.create({ data: input as any, fields: fields() });
    return withSamples(saved as Record<string, unknown>);
  },
}));
