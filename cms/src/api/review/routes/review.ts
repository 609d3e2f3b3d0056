import { factories } from '@strapi/strapi';
import { REVIEW_UID } from '../../../lib/content-types';

export default factories.createCoreRouter(REVIEW_UID);
