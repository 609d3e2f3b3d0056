import {
  type FieldLayout,
  type ImageDraft,
  PHOTO_LAYOUT_TYPES,
  TEXT_LAYOUT_TYPES,
  type TemplateDraft,
} from '@shop/contracts';
import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import styles from '../../catalogue-form/catalogue-form.module.css';
import type { PlaceableField } from './layout-editor';

// The editor and its fonts (shared with the template page's preview) load in their own chunk, and take
// the form's values as props: sharing nothing with the staff chunk keeps that chunk, and so the entry's
// list of its files, as it was.
const LayoutEditor = lazy(async () => ({ default: (await import('./layout-editor')).LayoutEditor }));

const PLACEABLE_TYPES: readonly string[] = [...TEXT_LAYOUT_TYPES, ...PHOTO_LAYOUT_TYPES];

/** The first template image as an img source: a picked file's data string or a kept image's URL. */
function firstPicture(images: readonly ImageDraft[]): string | null {
  const image = images.find((draft) => draft.image !== null)?.image;
  if (!image) return null;
  return typeof image === 'string' ? image : image.url;
}

/**
 * "Place on the picture" (issue #36): each text, number, date, dropdown and image field may get a box on
 * the template's first picture. A field left unplaced keeps the plain form field only, as before.
 */
export function PlaceOnPicture() {
  const { control, setValue } = useFormContext<TemplateDraft>();
  const fields = useWatch({ control, name: 'customFields' });
  const picture = firstPicture(useWatch({ control, name: 'images' }));
  const placeable: PlaceableField[] = fields.flatMap((field, index) =>
    PLACEABLE_TYPES.includes(field.fieldType)
      ? [
          {
            index,
            label: field.fieldName.trim() || `Field ${index + 1}`,
            fieldType: field.fieldType,
            layout: field.layout,
          },
        ]
      : [],
  );
  const setLayout = (index: number, layout: FieldLayout | undefined) =>
    setValue(`customFields.${index}.layout`, layout, { shouldDirty: true });

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Place on the picture</legend>
      {placeable.length === 0 || !picture ? (
        <p className={styles.hint}>
          Add a template image and a text, number, date or image field to place it on the picture.
        </p>
      ) : (
        <Suspense fallback={null}>
          <LayoutEditor picture={picture} fields={placeable} onLayoutChange={setLayout} />
        </Suspense>
      )}
    </fieldset>
  );
}
