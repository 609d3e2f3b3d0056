import { factories } from '@strapi/strapi';
import { TEMPLATE_KIND } from '../../../lib/catalogue/catalogue-kind';
import { catalogueService } from '../../../lib/catalogue/catalogue-service';

/** Templates' reads and writes: the catalogue rules products and templates share (lib/catalogue). */
export default factories.createCoreService('api::template.template', ({ strapi }) =>
  catalogueService(strapi, TEMPLATE_KIND),
);
