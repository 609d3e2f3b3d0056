import { type CustomField, isUploadedImage } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { ORDER_UID, TEMPLATE_UID } from '../content-types';
import type { StoredOrderLine } from '../orders/stored-order';

const BATCH = 200;

interface CustomisedLine {
  templateId: unknown;
  values: Record<string, unknown>;
}

function customisedLines(items: unknown): CustomisedLine[] {
  if (!Array.isArray(items)) return [];
  return (items as Array<StoredOrderLine | null>)
    .filter((item) => item?.customFields && typeof item.customFields === 'object')
    .map((item) => ({ templateId: item?.id, values: item?.customFields ?? {} }));
}

/** The names of each template's image-type fields, by the template's document id. */
async function imageFieldsOf(strapi: Core.Strapi, ids: string[]): Promise<Map<string, Set<string>>> {
  const fields = new Map<string, Set<string>>();
  for (let start = 0; start < ids.length; start += BATCH) {
    const templates = await strapi.db.query(TEMPLATE_UID).findMany({
      where: { documentId: { $in: ids.slice(start, start + BATCH) } },
      select: ['documentId', 'fields'],
    });
    for (const template of templates) {
      const defined: CustomField[] = Array.isArray(template.fields) ? template.fields : [];
      const images = defined.filter((field) => field?.fieldType === 'image').map((field) => field.fieldName);
      fields.set(template.documentId, new Set(images));
    }
  }
  return fields;
}

/**
 * The photo addresses that orders placed since `since` use: the exact values of their lines' image-type
 * custom fields (never a text field, nor a part of a value, so one order keeps at most one photo per
 * image field). A line whose template was deleted since keeps the values the order's check took for
 * images, so staff can still print it.
 */
export async function photosOrderedSince(strapi: Core.Strapi, since: Date): Promise<Set<string>> {
  const lines: CustomisedLine[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const orders = await strapi.db.query(ORDER_UID).findMany({
      where: { createdAt: { $gte: since } },
      select: ['id', 'items'],
      orderBy: { id: 'asc' },
      offset,
      limit: BATCH,
    });
    for (const order of orders) lines.push(...customisedLines(order.items));
    if (orders.length < BATCH) break;
  }
  const templateIds = [...new Set(lines.map((line) => line.templateId))].filter(
    (id): id is string => typeof id === 'string',
  );
  const imageFields = await imageFieldsOf(strapi, templateIds);
  const photos = new Set<string>();
  for (const line of lines) {
    const images = typeof line.templateId === 'string' ? imageFields.get(line.templateId) : undefined;
    for (const [name, value] of Object.entries(line.values)) {
      if (typeof value !== 'string') continue;
      if (images ? images.has(name) : isUploadedImage(value)) photos.add(value);
    }
  }
  return photos;
}
