import type { Core } from '@strapi/strapi';
import type readShopConfig from '../../config/shop';

/** The shop's settings as `config/shop.ts` read them from the environment. */
export type ShopConfig = ReturnType<typeof readShopConfig>;

/** The one way code under `src/` reaches an environment setting. */
export function shopConfig(strapi: Core.Strapi): ShopConfig {
  return strapi.config.get('shop') as ShopConfig;
}
