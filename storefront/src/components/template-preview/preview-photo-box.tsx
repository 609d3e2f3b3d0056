import type { FieldLayoutAnswer, PhotoCrop } from '@shop/contracts';
import { memo } from 'react';
import { boxPosition } from '@/lib/field-layout/layout-style';
import { croppedPhotoStyle } from '@/lib/field-layout/photo-crop-style';
import styles from './template-preview.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

interface PreviewPhotoBoxProps {
  fieldName: string;
  layout: FieldLayoutAnswer;
  /** The uploaded photo, or the picked file while it uploads; empty before a photo is chosen. */
  photoUrl: string;
  /** How the shopper moved, zoomed and turned the photo in its area; without one it covers the area. */
  crop?: PhotoCrop;
}

/** The shopper's photo filling its area (as they cropped it, else cropped to cover it), or where it will go. */
export const PreviewPhotoBox = memo(function PreviewPhotoBox({
  fieldName,
  layout,
  photoUrl,
  crop,
}: PreviewPhotoBoxProps) {
  const text = usePageText();
  return (
    <div className={styles.photoBox} style={boxPosition(layout)}>
      {photoUrl ? (
        <img
          className={crop ? styles.croppedPhoto : styles.photo}
          style={crop ? croppedPhotoStyle(crop) : undefined}
          src={photoUrl}
          alt={text('preview.photo', { field: fieldName })}
        />
      ) : (
        <span className={styles.photoHint}>{text('preview.photoHint', { field: fieldName })}</span>
      )}
    </div>
  );
});
