import { routesOf } from '../../../lib/shop-routes';

/** The discount code calls (issue #34 item 8), listed in `lib/routes/`; no stock REST routes. */
export default routesOf('discountCode');
