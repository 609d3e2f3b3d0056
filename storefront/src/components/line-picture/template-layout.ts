// Only the cart, checkout and thank-you pages (lazy routes) draw line previews: zod/mini stays out of the entry.

import { apiPath, type CustomField, customFieldAnswerSchema, type SizedImage } from '@shop/contracts';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { listImageSchema } from '@/api/catalogue-item-schema';

const templateLayoutSchema = z.object({
  fields: z._default(z.array(customFieldAnswerSchema), []),
  templateImages: z._default(z.array(listImageSchema), []),
});

/** What a line's preview draws of its template: the first picture and the fields, some placed on it. */
export interface TemplateLayout {
  picture: SizedImage;
  fields: CustomField[];
}

type TemplateLayoutKey = readonly [path: string, part: 'layout'];

/** The template's layout; null when it has no picture or no field placed on it. */
async function fetchTemplateLayout([path]: TemplateLayoutKey): Promise<TemplateLayout | null> {
  const template = await apiRequest(path, { schema: templateLayoutSchema });
  const picture = template.templateImages.find((image) => (typeof image === 'string' ? image : image.url));
  return picture && template.fields.some((field) => field.layout)
    ? { picture, fields: template.fields }
    : null;
}

/**
 * The layout of a cart or order line's template, from the single-template answer (its own SWR key:
 * the detail page keeps that answer in another shape). Undefined while it loads or when it failed.
 */
export function useTemplateLayout(templateId: string): TemplateLayout | null | undefined {
  const key: TemplateLayoutKey = [apiPath('singleTemplate', { id: templateId }), 'layout'];
  return useSWR(key, fetchTemplateLayout, { revalidateOnFocus: false, shouldRetryOnError: false }).data;
}
