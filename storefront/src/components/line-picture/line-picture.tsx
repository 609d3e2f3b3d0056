import type { PhotoCrops } from '@shop/contracts';
import { lazy, Suspense } from 'react';
import { LineThumbnail } from '@/components/line-thumbnail';

// The preview, its fonts and its template's layout load only for a cart holding a personalised line.
const LinePreview = lazy(async () => ({ default: (await import('./line-preview')).LinePreview }));

export interface LinePictureProps {
  /** The template a personalised line was made from; null for any other line. */
  templateId: string | null;
  name: string;
  image?: string | null;
  values?: Readonly<Record<string, unknown>>;
  photoCrops?: PhotoCrops;
  /** Shown width in CSS pixels; the frame is 4:5, as the catalogue's pictures are. */
  width: number;
  className: string;
}

/**
 * A cart or order line's picture: a personalised line as its preview (its template's picture with
 * the shopper's values and cropped photos), any other line, or one whose template has no layout, as
 * its picture.
 */
export function LinePicture({ templateId, ...line }: LinePictureProps) {
  const thumbnail = <LineThumbnail image={line.image} width={line.width} className={line.className} />;
  if (!templateId) return thumbnail;
  return (
    <Suspense fallback={thumbnail}>
      <LinePreview templateId={templateId} {...line} />
    </Suspense>
  );
}
