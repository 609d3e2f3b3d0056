import { factories } from '@strapi/strapi';
import { MESSAGE_UID } from '../../../lib/content-types';

export default factories.createCoreRouter(MESSAGE_UID);
