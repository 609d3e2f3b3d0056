import { SAMPLE_SHOP_SETTINGS, type ShopSettings } from '@shop/contracts';
import { HttpResponse, http } from 'msw';
import { apiUrl } from './api-url';

/** The shop's details as a test server answers them: unlike the samples, so a test sees they were read. */
export const TEST_SHOP_SETTINGS: ShopSettings = {
  ...SAMPLE_SHOP_SETTINGS,
  shopName: 'Rang Wall Art',
  tagline: 'Walls that tell your story.',
  phone: '042 35761234',
  whatsapp: '+92 321 4567890',
  email: 'hello@rang.pk',
  address: '14 Main Boulevard, Gulberg, Lahore',
  instagramUrl: 'https://www.instagram.com/rang.pk',
  facebookUrl: '',
};

/** Every component test reads the shop settings (footer, titles): answered unless a test says otherwise. */
export const shopSettingsHandler = http.get(apiUrl('/shop-settings'), () =>
  HttpResponse.json(TEST_SHOP_SETTINGS),
);
