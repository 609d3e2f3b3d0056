import { factories } from '@strapi/strapi';
import { TEMPLATE_UID } from '../../../lib/content-types';

export default factories.createCoreRouter(TEMPLATE_UID);
