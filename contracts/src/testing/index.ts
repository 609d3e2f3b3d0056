// Fixtures shared by the API's and the storefront's tests (`@shop/contracts/testing`); never imported by the apps.
export { TEST_SHOP_SETTINGS } from './shop-settings';
export { type FixtureSize, posterSizes } from './catalogue';
