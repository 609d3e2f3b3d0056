import { factories } from '@strapi/strapi';
import { ANNOUNCEMENT_UID } from '../../../lib/content-types';

export default factories.createCoreRouter(ANNOUNCEMENT_UID);
