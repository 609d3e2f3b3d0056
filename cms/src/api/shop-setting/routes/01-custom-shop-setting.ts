import { routesOf } from '../../../lib/shop-routes';

/** The shop's details: everyone reads them (footer, contact, share previews); staff change them. Listed in `lib/routes/`. */
export default routesOf('shopSetting');
