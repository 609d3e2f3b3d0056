import type { FieldLayoutAnswer, PhotoCrop } from '@shop/contracts';
import { memo } from 'react';
import { boxPosition } from '@/lib/field-layout/layout-style';
import { croppedPhotoStyle } from '@/lib/field-layout/photo-crop-style';
import styles from './template-preview.module.css';

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
  return (
    <div className={styles.photoBox} style={boxPosition(layout)}>
      {photoUrl ? (
        <img
          className={crop ? styles.croppedPhoto : styles.photo}
          style={crop ? croppedPhotoStyle(crop) : undefined}
          src={photoUrl}
          alt={`${fieldName} in the preview`}
        />
      ) : (
        <span className={styles.photoHint}>{`${fieldName}: your photo here`}</span>
      )}
    </div>
  );
});
