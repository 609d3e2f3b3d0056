import type { FieldScripts, PhotoCrops } from '@shop/contracts';
import { LineThumbnail } from '@/components/line-thumbnail';
import { LinePreview } from './line-preview';

export interface LinePictureProps {
  /** The template a personalised line was made from; null for any other line. */
  templateId: string | null;
  name: string;
  image?: string | null;
  values?: Readonly<Record<string, unknown>>;
  photoCrops?: PhotoCrops;
  /** The script of each text field the shopper wrote in a chosen one. */
  fieldScripts?: FieldScripts;
  /** Shown width in CSS pixels; the frame is 4:5, as the catalogue's pictures are. */
  width: number;
  className: string;
}

/**
 * A cart or order line's picture: a personalised line as its preview (its template's picture with
 * the shopper's values and cropped photos), any other line, or one whose template has no layout, as
 * its picture. The cart, checkout and thank-you pages are lazy routes: the preview stays out of the entry.
 */
export function LinePicture({ templateId, ...line }: LinePictureProps) {
  if (!templateId) return <LineThumbnail image={line.image} width={line.width} className={line.className} />;
  return <LinePreview templateId={templateId} {...line} />;
}
