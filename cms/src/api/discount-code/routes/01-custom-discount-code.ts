import { routesOf } from '../../../lib/shop-routes';

/** The discount code calls (issue #34 item 8), listed in `lib/shop-routes.ts`; no stock REST routes. */
export default routesOf('discountCode');
