import { type FieldLayout, PHOTO_LAYOUT_TYPES } from '@shop/contracts';
import { CATALOGUE_PICTURE_ASPECT, textStyle } from '@/lib/field-layout/layout-style';
import styles from './layout-editor.module.css';

interface PlacementSampleProps {
  label: string;
  fieldType: string;
  layout: FieldLayout;
  pictureAspect: number | null;
}

/** What a box shows staff: the field's name in its font, size and colour, or "Photo" for an image field. */
export function PlacementSample({ label, fieldType, layout, pictureAspect }: PlacementSampleProps) {
  if ((PHOTO_LAYOUT_TYPES as readonly string[]).includes(fieldType))
    return <span className={styles.photoSample}>{`Photo: ${label}`}</span>;
  return (
    <span className={styles.sample} style={textStyle(layout, pictureAspect ?? CATALOGUE_PICTURE_ASPECT)}>
      {label}
    </span>
  );
}
