import type { FieldScripts, PhotoCrops } from '@shop/contracts';
import { memo } from 'react';
import { useTemplateLayout } from './template-layout';
import { LineThumbnail } from '@/components/line-thumbnail';
import { TemplatePreviewStage } from '@/components/template-preview/template-preview-stage';
import styles from './line-preview.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

interface LinePreviewProps {
  templateId: string;
  name: string;
  values?: Readonly<Record<string, unknown>>;
  photoCrops?: PhotoCrops;
  fieldScripts?: FieldScripts;
  width: number;
  className: string;
  /** The line's own picture, shown while the layout loads and when the template has none. */
  image?: string | null;
}

/** The text values of a line (an order line's values are loosely typed on the wire). */
function textValues(values: Readonly<Record<string, unknown>> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A personalised line drawn small, as it will be made. */
function LinePreviewDrawing({
  templateId,
  name,
  values,
  photoCrops,
  fieldScripts,
  width,
  className,
  image,
}: LinePreviewProps) {
  const layout = useTemplateLayout(templateId);
  const text = usePageText();
  if (!layout) return <LineThumbnail image={image} width={width} className={className} />;
  return (
    <div
      className={`${className} ${styles.frame}`}
      role="img"
      aria-label={text('order.lineAsMade', { name })}
    >
      <TemplatePreviewStage
        picture={layout.picture}
        pictureSizes={`${width}px`}
        pictureWidth={width * 2}
        fields={layout.fields}
        values={textValues(values)}
        photoCrops={photoCrops}
        fieldScripts={fieldScripts}
        maxWidth="100%"
      />
    </div>
  );
}

const sameRecord = (a: object = {}, b: object = {}) => JSON.stringify(a) === JSON.stringify(b);

/** Memoised on what it draws: a cart re-rendered for another line's quantity leaves it alone. */
export const LinePreview = memo(
  LinePreviewDrawing,
  (before, after) =>
    before.templateId === after.templateId &&
    before.name === after.name &&
    before.width === after.width &&
    before.className === after.className &&
    before.image === after.image &&
    sameRecord(before.values, after.values) &&
    sameRecord(before.photoCrops, after.photoCrops) &&
    sameRecord(before.fieldScripts, after.fieldScripts),
);
