import '@/lib/field-layout/layout-fonts';
import {
  type CustomField,
  GALLERY_STAGE_SIZES,
  GALLERY_STAGE_WIDTH,
  imageSources,
  PHOTO_LAYOUT_TYPES,
  type SizedImage,
} from '@shop/contracts';
import { useState } from 'react';
import { CATALOGUE_PICTURE_ASPECT } from '@/lib/field-layout/layout-style';
import type { CustomValues } from '../../lib/custom-fields';
import styles from './live-preview.module.css';
import { PreviewPhotoBox } from './preview-photo-box';
import { PreviewTextBox } from './preview-text-box';
import { usePageText } from '@/lib/i18n/page-texts';

export interface LivePreviewProps {
  name: string;
  picture: SizedImage;
  fields: readonly CustomField[];
  values: CustomValues;
  /** Picked photos as local URLs, by field name, shown until (and while) their upload runs. */
  localPhotos: Record<string, string | undefined>;
}

const isPhoto = (fieldType: string) => (PHOTO_LAYOUT_TYPES as readonly string[]).includes(fieldType);

/** The product as it will be made: the template's first picture with each placed field's value in its box. */
export function LivePreview({ name, picture, fields, values, localPhotos }: LivePreviewProps) {
  const [pictureAspect, setPictureAspect] = useState(CATALOGUE_PICTURE_ASPECT);
  const text = usePageText();
  return (
    <figure className={styles.preview} aria-label={text('preview.label', { name })}>
      <div className={styles.stage}>
        <img
          className={styles.picture}
          {...imageSources(picture, GALLERY_STAGE_SIZES, GALLERY_STAGE_WIDTH)}
          alt=""
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0 && naturalHeight > 0) setPictureAspect(naturalWidth / naturalHeight);
          }}
        />
        {fields.map(({ fieldName, fieldType, layout }) => {
          if (!layout) return null;
          const value = values[fieldName] ?? '';
          return isPhoto(fieldType) ? (
            <PreviewPhotoBox
              key={fieldName}
              fieldName={fieldName}
              layout={layout}
              photoUrl={value || localPhotos[fieldName] || ''}
            />
          ) : (
            <PreviewTextBox
              key={fieldName}
              fieldName={fieldName}
              fieldType={fieldType}
              layout={layout}
              value={value}
              pictureAspect={pictureAspect}
            />
          );
        })}
      </div>
      <figcaption className={styles.caption}>{text('preview.caption')}</figcaption>
    </figure>
  );
}
