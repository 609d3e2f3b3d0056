import { routesOf } from '../../../lib/shop-routes';

/** Staff's view of the e-mails that fail, and their retry; listed in `lib/routes/`. */
export default routesOf('outboxMail');
