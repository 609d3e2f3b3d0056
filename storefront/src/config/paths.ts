import { SHOP_PATHS } from '@shop/contracts';

/** Every route path of the app (spec section 2), shared with the server that heads the pages. */
export const paths = SHOP_PATHS;
