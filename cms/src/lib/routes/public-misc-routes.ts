import { API_ROUTES } from '@shop/contracts';
import { MESSAGE_UID } from '../content-types';
import type { ShopRoute } from './shop-route';

/** Shoppers' other calls: a contact message (and the staff's inbox of them) and a custom image upload. */
export const PUBLIC_MISC_ROUTES = {
  customImage: [
    {
      ...API_ROUTES.uploadCustomImage,
      handler: 'api::custom-image.custom-image.upload',
      access: { rateLimit: ['customImage', 'customImageHourly'] },
      body: 'file',
    },
  ],
  message: [
    {
      ...API_ROUTES.saveMessage,
      handler: `${MESSAGE_UID}.saveMessage`,
      access: { rateLimit: 'contact' },
      body: 'json',
    },
    {
      ...API_ROUTES.messages,
      handler: `${MESSAGE_UID}.messages`,
      access: 'staff',
      body: 'none',
    },
    {
      ...API_ROUTES.deleteMessage,
      handler: `${MESSAGE_UID}.deleteMessage`,
      access: 'staff',
      body: 'none',
    },
  ],
} satisfies Record<string, ShopRoute[]>;
