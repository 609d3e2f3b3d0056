import '@/lib/field-layout/layout-fonts';
import {
  type FieldLayout,
  type ImageDraft,
  PHOTO_LAYOUT_TYPES,
  TEXT_LAYOUT_TYPES,
  type TemplateDraft,
} from '@shop/contracts';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import styles from '../../catalogue-form/catalogue-form.module.css';
import { type Box, photoAspect, startingLayout } from './box-moves';
import editorStyles from './layout-editor.module.css';
import { LayoutStyleInputs } from './layout-style-inputs';
import { PlacementBox } from './placement-box';
import { PlacementSample } from './placement-sample';

const PLACEABLE_TYPES: readonly string[] = [...TEXT_LAYOUT_TYPES, ...PHOTO_LAYOUT_TYPES];
const isPhoto = (fieldType: string) => (PHOTO_LAYOUT_TYPES as readonly string[]).includes(fieldType);

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
export function LayoutEditor() {
  const { control, setValue } = useFormContext<TemplateDraft>();
  const fields = useWatch({ control, name: 'customFields' });
  const picture = firstPicture(useWatch({ control, name: 'images' }));
  const [selected, setSelected] = useState<number | null>(null);
  const [pictureAspect, setPictureAspect] = useState<number | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const keysHintId = useId();

  const placeable = fields.flatMap((field, index) =>
    PLACEABLE_TYPES.includes(field.fieldType)
      ? [{ field, index, label: field.fieldName.trim() || `Field ${index + 1}` }]
      : [],
  );
  const setLayout = (index: number, layout: FieldLayout | undefined) =>
    setValue(`customFields.${index}.layout`, layout, { shouldDirty: true });
  const moveBox = (index: number, layout: FieldLayout, box: Box) =>
    setLayout(index, {
      ...layout,
      ...box,
      ...(isPhoto(fields[index].fieldType) && pictureAspect && { aspect: photoAspect(box, pictureAspect) }),
    });
  const chosen = placeable.find(({ index }) => index === selected && fields[index].layout);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Place on the picture</legend>
      {placeable.length === 0 || !picture ? (
        <p className={styles.hint}>
          Add a template image and a text, number, date or image field to place it on the picture.
        </p>
      ) : (
        <>
          <div className={editorStyles.placements}>
            {placeable.map(({ field, index, label }) => (
              <label key={index} className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={field.layout !== undefined}
                  onChange={(event) => {
                    setLayout(
                      index,
                      event.target.checked ? startingLayout(field.fieldType, index) : undefined,
                    );
                    setSelected(event.target.checked ? index : null);
                  }}
                />
                {`Place ${label}`}
              </label>
            ))}
          </div>
          <p id={keysHintId} className={styles.hint}>
            Drag a box to move it and its corner to resize it; or select it and use the arrow keys to move,
            shift and the arrow keys to resize.
          </p>
          <div ref={stage} className={editorStyles.stage}>
            <img
              className={editorStyles.picture}
              src={picture}
              alt="The template to place the fields on"
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (naturalWidth > 0 && naturalHeight > 0) setPictureAspect(naturalWidth / naturalHeight);
              }}
            />
            {placeable.map(({ field, index, label }) =>
              field.layout ? (
                <PlacementBox
                  key={index}
                  label={label}
                  box={field.layout}
                  selected={selected === index}
                  stage={stage}
                  keysHintId={keysHintId}
                  onSelect={() => setSelected(index)}
                  onChange={(box) => field.layout && moveBox(index, field.layout, box)}
                >
                  <PlacementSample
                    label={label}
                    fieldType={field.fieldType}
                    layout={field.layout}
                    pictureAspect={pictureAspect}
                  />
                </PlacementBox>
              ) : null,
            )}
          </div>
          {chosen?.field.layout && (
            <LayoutStyleInputs
              label={chosen.label}
              fieldType={chosen.field.fieldType}
              layout={chosen.field.layout}
              onChange={(layout) => setLayout(chosen.index, layout)}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
