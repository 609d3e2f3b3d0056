import type { Core } from '@strapi/strapi';
import type { ShopSettings } from '@shop/contracts';
import { SHOP_SETTING_UID } from './content-types';
import { publicOrigin } from './images/public-url';
import { shopConfig } from './shop-config';
import { shopTimeZone } from './shop-time';

/** The shop's icon, served by the storefront from its public folder: Shop settings hold no picture. */
const LOGO_PATH = '/apple-touch-icon.png';

/** The shop as its e-mails and printed slips name it (from Shop settings), and what its links and photos start with. */
export interface ShopIdentity {
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  /** An absolute address: mail clients open no relative link. */
  origin: string;
  logoUrl: string;
  /** The configured Cloudinary account's delivery prefix, whose photos are the shop's own; '' without. */
  cloudinaryPrefix: string;
  /** The shop's time zone: a slip's date is the shop's day. */
  timeZone: string;
}

function cloudinaryPrefixOf(strapi: Core.Strapi): string {
  const options = strapi.config.get('plugin::upload.providerOptions') as { cloud_name?: unknown } | undefined;
  const cloud = typeof options?.cloud_name === 'string' ? options.cloud_name : '';
  return cloud ? `https://res.cloudinary.com/${encodeURIComponent(cloud)}/` : '';
}

export async function shopIdentity(strapi: Core.Strapi): Promise<ShopIdentity> {
  const settings: ShopSettings = await strapi.service(SHOP_SETTING_UID).current();
  const origin = publicOrigin(strapi);
  return {
    name: settings.shopName,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    email: settings.email,
    address: settings.address,
    origin,
    logoUrl: `${origin}${LOGO_PATH}`,
    cloudinaryPrefix: cloudinaryPrefixOf(strapi),
    timeZone: shopTimeZone(shopConfig(strapi).timezone),
  };
}
