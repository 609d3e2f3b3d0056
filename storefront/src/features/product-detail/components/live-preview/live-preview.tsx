import {
  type CustomField,
  type FieldScripts,
  GALLERY_STAGE_SIZES,
  GALLERY_STAGE_WIDTH,
  type PhotoCrop,
  type PhotoCrops,
  type SizedImage,
} from '@shop/contracts';
import { TemplatePreviewStage } from '@/components/template-preview/template-preview-stage';
import { photoAreaAspect } from '@/lib/field-layout/photo-crop-style';
import type { CustomValues } from '../../lib/custom-fields';
import { LazyPhotoCropEditor } from '../photo-crop/lazy-photo-crop-editor';
import styles from './live-preview.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

export interface LivePreviewProps {
  name: string;
  picture: SizedImage;
  fields: readonly CustomField[];
  values: CustomValues;
  /** Picked photos as local URLs, by field name, shown until (and while) their upload runs. */
  localPhotos: Record<string, string | undefined>;
  photoCrops: PhotoCrops;
  onPhotoCrop: (fieldName: string, crop: PhotoCrop) => void;
  /** The script of each field that offers both. */
  fieldScripts: FieldScripts;
}

/**
 * The product as it will be made: the template's first picture with each placed field's value in its
 * box; under it, each chosen photo to move, zoom and turn in its area.
 */
export function LivePreview({
  name,
  picture,
  fields,
  values,
  localPhotos,
  photoCrops,
  onPhotoCrop,
  fieldScripts,
}: LivePreviewProps) {
  const text = usePageText();
  return (
    <>
      <figure className={styles.preview} aria-label={text('preview.label', { name })}>
        <TemplatePreviewStage
          picture={picture}
          pictureSizes={GALLERY_STAGE_SIZES}
          pictureWidth={GALLERY_STAGE_WIDTH}
          fields={fields}
          values={values}
          localPhotos={localPhotos}
          photoCrops={photoCrops}
          fieldScripts={fieldScripts}
        />
        <figcaption className={styles.caption}>{text('preview.caption')}</figcaption>
      </figure>
      {fields.map(({ fieldName, fieldType, layout }) => {
        // The uploaded photo once it is there: the picked file's own URL may be a format the page cannot crop.
        const photoUrl = values[fieldName] || localPhotos[fieldName];
        if (fieldType !== 'image' || !layout || !photoUrl) return null;
        return (
          <LazyPhotoCropEditor
            key={`${fieldName} ${localPhotos[fieldName] ?? ''}`}
            fieldName={fieldName}
            photoUrl={photoUrl}
            aspect={photoAreaAspect(layout)}
            onCrop={onPhotoCrop}
          />
        );
      })}
    </>
  );
}
