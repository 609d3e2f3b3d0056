import { routesOf } from '../../../lib/shop-routes';

/** The home banners' calls (issue #34 item 6), listed in `lib/routes/`; no stock REST routes. */
export default routesOf('banner');
