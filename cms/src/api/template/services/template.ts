import { factories } from '@strapi/strapi';
import { TEMPLATE_KIND } from '../../../lib/catalogue/catalogue-kind';
import { catalogueService } from '../../../lib/catalogue/catalogue-service';
import { TEMPLATE_UID } from '../../../lib/content-types';

/** Templates' reads and writes: the catalogue rules products and templates share (lib/catalogue). */
export default factories.createCoreService(TEMPLATE_UID, ({ strapi }) =>
  catalogueService(strapi, TEMPLATE_KIND),
);
