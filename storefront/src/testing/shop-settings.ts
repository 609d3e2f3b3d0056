import { TEST_SHOP_SETTINGS } from '@shop/contracts/testing';
import { HttpResponse, http } from 'msw';
import { apiUrl } from './api-url';

export { TEST_SHOP_SETTINGS };

/** Every component test reads the shop settings (footer, titles): answered unless a test says otherwise. */
export const shopSettingsHandler = http.get(apiUrl('/shop-settings'), () =>
  HttpResponse.json(TEST_SHOP_SETTINGS),
);
