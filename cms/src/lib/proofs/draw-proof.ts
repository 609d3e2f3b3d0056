import {
  type CustomField,
  completeLayout,
  type FieldScripts,
  cropOfField,
  layoutValueText,
  MAX_IMAGE_PIXELS,
  PHOTO_LAYOUT_TYPES,
  type PhotoCrops,
  scriptOfField,
  TEXT_LAYOUT_TYPES,
} from '@shop/contracts';
import sharp, { type OverlayOptions } from 'sharp';
import { pixelBox } from './proof-box';
import { loadProofFonts } from './proof-fonts';
import { placedPhoto } from './proof-photo';
import { drawnText } from './proof-text';

export interface ProofMaterial {
  /** The template's first picture, whose size the proof has. */
  picture: Buffer;
  fields: readonly CustomField[];
  /** The shopper's values by field name, as the order line keeps them. */
  values: Readonly<Record<string, unknown>>;
  /** The bytes of each image field's photo, by field name; a field without one is left as the picture shows it. */
  photos: ReadonlyMap<string, Buffer>;
  /** How the shopper cropped each photo, by field name (the order line's `photoCrops`). */
  crops?: PhotoCrops;
  /** The script the shopper wrote each text field in, by field name (the order line's `fieldScripts`). */
  scripts?: FieldScripts;
}

const isOf = (types: readonly string[], fieldType: string) => types.includes(fieldType);

/** Whether a template draws a proof: at least one of its fields is placed on its picture. */
export function hasLayout(fields: readonly CustomField[] | null | undefined): boolean {
  return (fields ?? []).some((field) => field.layout !== undefined && field.layout !== null);
}

/**
 * The line's proof as a PNG of the template's first picture (upright, at its own size), with each
 * placed field's value drawn in its box: text, numbers, dates and choices in their font, photos
 * filling their area, each text in the script the shopper chose for it. The same geometry as the
 * storefront's live preview (decision 0056).
 */
export async function drawProof(material: ProofMaterial): Promise<Buffer> {
  await loadProofFonts();
  const picture = sharp(material.picture, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  const metadata = await picture.metadata();
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  const overlays: OverlayOptions[] = [];
  for (const field of material.fields) {
    if (!field.layout) continue;
    const layout = completeLayout(field.fieldType, field.layout);
    const box = pixelBox(layout, width, height);
    const value = material.values[field.fieldName];
    if (isOf(PHOTO_LAYOUT_TYPES, field.fieldType)) {
      const photo = material.photos.get(field.fieldName);
      if (photo) overlays.push(await placedPhoto(photo, box, cropOfField(material.crops, field.fieldName)));
    } else if (isOf(TEXT_LAYOUT_TYPES, field.fieldType) && typeof value === 'string') {
      const script = scriptOfField(material.scripts, field.fieldName);
      const text = await drawnText(layoutValueText(field.fieldType, value), layout, box, height, script);
      if (text) overlays.push(text);
    }
  }
  return picture.composite(overlays).png().toBuffer();
}
