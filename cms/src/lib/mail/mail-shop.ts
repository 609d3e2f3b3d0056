import type { Core } from '@strapi/strapi';
import type { ShopSettings } from '@shop/contracts';
import { publicOrigin } from '../images/public-url';
import type { MailShop } from './mail-links';
import { SHOP_SETTING_UID } from '../content-types';

/** The shop's icon, served by the storefront from its public folder: Shop settings hold no picture. */
const LOGO_PATH = '/apple-touch-icon.png';

export function cloudinaryPrefixOf(strapi: Core.Strapi): string {
  const options = strapi.config.get('plugin::upload.providerOptions') as { cloud_name?: unknown } | undefined;
  const cloud = typeof options?.cloud_name === 'string' ? options.cloud_name : '';
  return cloud ? `https://res.cloudinary.com/${encodeURIComponent(cloud)}/` : '';
}

export async function mailShop(strapi: Core.Strapi): Promise<MailShop> {
  const settings: ShopSettings = await strapi.service(SHOP_SETTING_UID).current();
  const origin = publicOrigin(strapi);
  return {
    name: settings.shopName,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    origin,
    logoUrl: `${origin}${LOGO_PATH}`,
    cloudinaryPrefix: cloudinaryPrefixOf(strapi),
  };
}
