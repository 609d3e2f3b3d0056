import type { ShopSettings } from '../schemas/shop-settings';
import { SAMPLE_SHOP_SETTINGS } from '../shop-settings';

/**
 * A shop's own details, for tests on either side: unlike the samples, so a test sees they were read
 * (the storefront's test server answers them; the API's tests save them).
 */
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
