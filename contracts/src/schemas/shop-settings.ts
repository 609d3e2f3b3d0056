// The shop's own details as the API answers them, read by the storefront's first page (footer, header):
// zod/mini like summaries.ts; the storefront loads it beside its first requests (decisions 0005, 0017).
// The samples and helpers without zod are in ../shop-settings.ts, so the storefront's entry needs no zod.
import * as z from 'zod/mini';

export const shopSettingsSchema = z.object({
  shopName: z.string(),
  tagline: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  address: z.string(),
  businessHours: z.string(),
  instagramUrl: z.string(),
  facebookUrl: z.string(),
  happyCustomers: z.string(),
  productsDelivered: z.string(),
  satisfaction: z.string(),
  customerRating: z.string(),
  shareImageUrl: z.string(),
  maxUnitsPerOrder: z.number(),
  maxWaitingOrdersPerPhone: z.number(),
  flatDeliveryCharge: z.number(),
  cityDeliveryCharges: z.array(z.object({ city: z.string(), charge: z.number() })),
  freeDeliveryFrom: z.nullable(z.number()),
  minimumOrder: z.number(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
