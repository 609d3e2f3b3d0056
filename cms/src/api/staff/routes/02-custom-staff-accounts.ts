import { routesOf } from '../../../lib/shop-routes';

export default routesOf('staffAccount');
