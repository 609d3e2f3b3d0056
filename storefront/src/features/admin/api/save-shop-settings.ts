import { type ShopSettings, type ShopSettingsInput, shopSettingsSchema } from '@shop/contracts';
import { SHOP_SETTINGS_PATH } from '@/api/shop-settings';
import { apiRequest } from '@/lib/api-client';

/** PUT /shop-settings with every field of the Shop settings screen. */
export function saveShopSettings(input: ShopSettingsInput): Promise<ShopSettings> {
  return apiRequest(SHOP_SETTINGS_PATH, { method: 'PUT', body: input, schema: shopSettingsSchema });
}
