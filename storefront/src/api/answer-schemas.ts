// The schemas of the first page's answers, loaded beside the first request (lib/api-client's
// `loadSchema`), so zod stays out of the entry (decision 0017). zod/mini: this chunk is on a first visit.
import { announcementSchema, bannerListSchema, shopSettingsSchema } from '@shop/contracts';
import * as z from 'zod/mini';
import { productListItemSchema, templateListItemSchema } from './catalogue-item-schema';

export const newestProductsSchema = z.array(productListItemSchema);
export const newestTemplatesSchema = z.array(templateListItemSchema);
export const announcementListSchema = z.array(announcementSchema);
export { bannerListSchema, shopSettingsSchema };
