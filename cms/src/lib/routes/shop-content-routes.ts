import { API_ROUTES } from '@shop/contracts';
import { ANNOUNCEMENT_UID, BANNER_UID, DISCOUNT_CODE_UID, SHOP_SETTING_UID } from '../content-types';
import type { ShopRoute } from './shop-route';

/** What the owner sets for the shop: settings, banners, announcements and discount codes. */
export const SHOP_CONTENT_ROUTES = {
  announcement: [
    {
      ...API_ROUTES.announcements,
      handler: `${ANNOUNCEMENT_UID}.announcements`,
      access: 'open',
      body: 'none',
      list: 'announcements',
    },
    {
      ...API_ROUTES.createAnnouncement,
      handler: `${ANNOUNCEMENT_UID}.createAnnouncement`,
      access: 'staff',
      body: 'json',
    },
    {
      ...API_ROUTES.updateAnnouncement,
      handler: `${ANNOUNCEMENT_UID}.updateAnnouncement`,
      access: 'staff',
      body: 'json',
    },
    {
      ...API_ROUTES.deleteAnnouncement,
      handler: `${ANNOUNCEMENT_UID}.deleteAnnouncement`,
      access: 'staff',
      body: 'none',
    },
  ],
  banner: [
    {
      ...API_ROUTES.banners,
      handler: `${BANNER_UID}.visibleBanners`,
      access: 'open',
      body: 'none',
      list: 'banners',
    },
    { ...API_ROUTES.allBanners, handler: `${BANNER_UID}.allBanners`, access: 'staff', body: 'none' },
    {
      ...API_ROUTES.createBanner,
      handler: `${BANNER_UID}.createBanner`,
      access: 'staff',
      body: 'json-images',
    },
    // Before updateBanner: `/banners/order` would otherwise match `/banners/:id`.
    { ...API_ROUTES.reorderBanners, handler: `${BANNER_UID}.reorderBanners`, access: 'staff', body: 'json' },
    {
      ...API_ROUTES.updateBanner,
      handler: `${BANNER_UID}.updateBanner`,
      access: 'staff',
      body: 'json-images',
    },
    { ...API_ROUTES.deleteBanner, handler: `${BANNER_UID}.deleteBanner`, access: 'staff', body: 'none' },
  ],
  discountCode: [
    {
      ...API_ROUTES.checkDiscountCode,
      handler: `${DISCOUNT_CODE_UID}.checkDiscountCode`,
      access: { rateLimit: 'discountCheck' },
      body: 'json',
    },
    {
      ...API_ROUTES.discountCodes,
      handler: `${DISCOUNT_CODE_UID}.discountCodes`,
      access: 'owner',
      body: 'none',
    },
    {
      ...API_ROUTES.createDiscountCode,
      handler: `${DISCOUNT_CODE_UID}.createDiscountCode`,
      access: 'owner',
      body: 'json',
    },
    {
      ...API_ROUTES.updateDiscountCode,
      handler: `${DISCOUNT_CODE_UID}.updateDiscountCode`,
      access: 'owner',
      body: 'json',
    },
    {
      ...API_ROUTES.deleteDiscountCode,
      handler: `${DISCOUNT_CODE_UID}.deleteDiscountCode`,
      access: 'owner',
      body: 'none',
    },
  ],
  shopSetting: [
    {
      ...API_ROUTES.shopSettings,
      handler: `${SHOP_SETTING_UID}.settings`,
      access: 'open',
      body: 'none',
    },
    {
      ...API_ROUTES.updateShopSettings,
      handler: `${SHOP_SETTING_UID}.updateSettings`,
      access: 'owner',
      body: 'json',
    },
  ],
} satisfies Record<string, ShopRoute[]>;
