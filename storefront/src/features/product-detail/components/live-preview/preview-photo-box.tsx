import type { FieldLayoutAnswer } from '@shop/contracts';
import { memo } from 'react';
import { boxPosition } from '@/lib/field-layout/layout-style';
import styles from './live-preview.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

interface PreviewPhotoBoxProps {
  fieldName: string;
  layout: FieldLayoutAnswer;
  /** The uploaded photo, or the picked file while it uploads; empty before a photo is chosen. */
  photoUrl: string;
}

/** The shopper's photo filling its area (cropped to cover it), or where it will go. */
export const PreviewPhotoBox = memo(function PreviewPhotoBox({
  fieldName,
  layout,
  photoUrl,
}: PreviewPhotoBoxProps) {
  const text = usePageText();
  return (
    <div className={styles.photoBox} style={boxPosition(layout)}>
      {photoUrl ? (
        <img className={styles.photo} src={photoUrl} alt={text('preview.photo', { field: fieldName })} />
      ) : (
        <span className={styles.photoHint}>{text('preview.photoHint', { field: fieldName })}</span>
      )}
    </div>
  );
});
