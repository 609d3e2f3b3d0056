import { factories } from '@strapi/strapi';
import { PRODUCT_KIND } from '../../../lib/catalogue/catalogue-kind';
import { catalogueService } from '../../../lib/catalogue/catalogue-service';
import { PRODUCT_UID } from '../../../lib/content-types';

/** Products' reads and writes: the catalogue rules products and templates share (lib/catalogue). */
export default factories.createCoreService(PRODUCT_UID, ({ strapi }) =>
  catalogueService(strapi, PRODUCT_KIND),
);
