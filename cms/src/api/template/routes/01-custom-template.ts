import { routesOf } from '../../../lib/shop-routes';

/** The template calls of the spec (section 7), listed in `lib/routes/`; loaded before the core router. */
export default routesOf('template');
