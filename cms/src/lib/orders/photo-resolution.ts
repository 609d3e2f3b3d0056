import { croppedPixels, cropOfField, type PhotoPixels, printQuality, ruleText } from '@shop/contracts';
import type { Core } from '@strapi/strapi';
import { publicOrigin } from '../images/public-url';
import { type CatalogueEntry, OrderRefusal, type PricedLine } from './pricing';
import { UPLOAD_FILE_UID } from '../content-types';

/**
 * The pixels of a photo the shop stored (its media-library row, by the address the upload answered:
 * absolute for local files, Cloudinary's own); null for a photo stored elsewhere.
 */
async function storedPhotoPixels(strapi: Core.Strapi, address: string): Promise<PhotoPixels | null> {
  const origin = publicOrigin(strapi);
  const stored = address.startsWith(`${origin}/`) ? address.slice(origin.length) : address;
  const file = await strapi.db
    .query(UPLOAD_FILE_UID)
    .findOne({ where: { url: stored }, select: ['width', 'height'] });
  return file?.width && file?.height ? { width: file.width, height: file.height } : null;
}

/**
 * Refuses (400) a personalised line whose photo, stored by the shop, is too small to print at the
 * line's size (under 100 DPI, the rule the template page shows as the photo is chosen; the size is the
 * template's print size for the label, else the label's own, `printSizeFor`): the pixels
 * the shopper's crop keeps of it, or the whole photo without a crop.
 */
export async function checkPhotoResolution(
  strapi: Core.Strapi,
  lines: readonly PricedLine[],
  entries: ReadonlyMap<string, CatalogueEntry>,
): Promise<void> {
  for (const line of lines) {
    const entry = entries.get(line.id);
    if (!entry?.fields || !line.customFields || !line.size) continue;
    const labels = entry.sizes.map((size) => size.size);
    for (const field of entry.fields.filter((defined) => defined.fieldType === 'image')) {
      const photo = line.customFields[field.fieldName];
      const pixels = photo ? await storedPhotoPixels(strapi, photo) : null;
      const kept = pixels && croppedPixels(pixels, cropOfField(line.photoCrops, field.fieldName));
      const quality = kept && printQuality(kept, line.size, labels, entry.printSizes);
      if (quality?.verdict !== 'too-small') continue;
      const values = { name: line.name, field: field.fieldName, ...quality.values };
      const code = 'sharpSize' in values ? 'print.lineTooSmallSharpAt' : 'print.lineTooSmall';
      throw new OrderRefusal(ruleText(code, values), 400);
    }
  }
}
