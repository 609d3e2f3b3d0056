import type { Core } from '@strapi/strapi';
import type { ShopSettings } from '@shop/contracts';
import { SHOP_SETTING_UID } from '../content-types';
import { publicOrigin } from '../images/public-url';
import { cloudinaryPrefixOf } from '../mail/mail-shop';
import { shopConfig } from '../shop-config';
import { shopTimeZone } from '../shop-time';

/** The shop as a printed slip names it (from Shop settings), and what its photo links start with. */
export interface PrintShop {
  name: string;
  phone: string;
  email: string;
  address: string;
  origin: string;
  cloudinaryPrefix: string;
  /** The shop's time zone: a slip's date is the shop's day. */
  timeZone: string;
}

export async function printShop(strapi: Core.Strapi): Promise<PrintShop> {
  const settings: ShopSettings = await strapi.service(SHOP_SETTING_UID).current();
  return {
    name: settings.shopName,
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    origin: publicOrigin(strapi),
    cloudinaryPrefix: cloudinaryPrefixOf(strapi),
    timeZone: shopTimeZone(shopConfig(strapi).timezone),
  };
}
