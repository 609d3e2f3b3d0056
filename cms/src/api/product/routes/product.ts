import { factories } from '@strapi/strapi';
import { PRODUCT_UID } from '../../../lib/content-types';

export default factories.createCoreRouter(PRODUCT_UID);
