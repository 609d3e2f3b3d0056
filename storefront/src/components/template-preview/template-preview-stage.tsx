import '@/lib/field-layout/layout-fonts';
import {
  cropOfField,
  type CustomField,
  type FieldScripts,
  imageSources,
  PHOTO_LAYOUT_TYPES,
  type PhotoCrops,
  scriptOfField,
  type SizedImage,
} from '@shop/contracts';
import { type CSSProperties, useState } from 'react';
import { CATALOGUE_PICTURE_ASPECT } from '@/lib/field-layout/layout-style';
import { PreviewPhotoBox } from './preview-photo-box';
import { PreviewTextBox } from './preview-text-box';
import styles from './template-preview.module.css';

export interface TemplatePreviewStageProps {
  picture: SizedImage;
  /** The picture's `sizes` and the widest file it needs, for the width the stage is shown at. */
  pictureSizes: string;
  pictureWidth: number;
  fields: readonly CustomField[];
  values: Readonly<Record<string, string | undefined>>;
  /** Picked photos as local URLs, by field name, shown until (and while) their upload runs. */
  localPhotos?: Readonly<Record<string, string | undefined>>;
  photoCrops?: PhotoCrops;
  /** The script each field offering both is written in; a field without one reads as its text does. */
  fieldScripts?: FieldScripts;
  /** At most this wide (a CSS length); the stage's default is 24rem. */
  maxWidth?: string;
}

const isPhoto = (fieldType: string) => (PHOTO_LAYOUT_TYPES as readonly string[]).includes(fieldType);

/** The template's first picture with each placed field's value drawn in its box. */
export function TemplatePreviewStage({
  picture,
  pictureSizes,
  pictureWidth,
  fields,
  values,
  localPhotos = {},
  photoCrops = {},
  fieldScripts,
  maxWidth,
}: TemplatePreviewStageProps) {
  const [pictureAspect, setPictureAspect] = useState(CATALOGUE_PICTURE_ASPECT);
  const width = maxWidth ? ({ '--stage-width': maxWidth } as CSSProperties) : undefined;
  return (
    <div className={styles.stage} style={width}>
      <img
        className={styles.picture}
        {...imageSources(picture, pictureSizes, pictureWidth)}
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
            crop={cropOfField(photoCrops, fieldName)}
          />
        ) : (
          <PreviewTextBox
            key={fieldName}
            fieldName={fieldName}
            fieldType={fieldType}
            layout={layout}
            value={value}
            script={scriptOfField(fieldScripts, fieldName)}
            pictureAspect={pictureAspect}
          />
        );
      })}
    </div>
  );
}
