import { factories } from '@strapi/strapi';
import { ORDER_UID } from '../../../lib/content-types';

export default factories.createCoreRouter(ORDER_UID);
