import '@/lib/field-layout/layout-fonts';
import { type FieldLayout, PHOTO_LAYOUT_TYPES } from '@shop/contracts';
import { useId, useRef, useState } from 'react';
import { type Box, photoAspect, startingLayout } from './box-moves';
import styles from './layout-editor.module.css';
import { LayoutStyleInputs } from './layout-style-inputs';
import { PlacementBox } from './placement-box';
import { PlacementSample } from './placement-sample';

/** A custom field that can be drawn on the picture, with its index among the form's fields. */
export interface PlaceableField {
  index: number;
  label: string;
  fieldType: string;
  layout?: FieldLayout;
}

interface LayoutEditorProps {
  picture: string;
  fields: readonly PlaceableField[];
  onLayoutChange: (index: number, layout: FieldLayout | undefined) => void;
}

const isPhoto = (fieldType: string) => (PHOTO_LAYOUT_TYPES as readonly string[]).includes(fieldType);

/** The picture with a box per placed field, a switch per field, and the selected field's style. */
export function LayoutEditor({ picture, fields, onLayoutChange }: LayoutEditorProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [pictureAspect, setPictureAspect] = useState<number | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const keysHintId = useId();

  const moveBox = ({ index, fieldType, layout }: PlaceableField, box: Box) =>
    onLayoutChange(index, {
      ...layout,
      ...box,
      ...(isPhoto(fieldType) && pictureAspect && { aspect: photoAspect(box, pictureAspect) }),
    });
  const chosen = fields.find(({ index, layout }) => index === selected && layout);

  return (
    <>
      <div className={styles.placements}>
        {fields.map(({ index, label, fieldType, layout }) => (
          <label key={index} className={styles.checkbox}>
            <input
              type="checkbox"
              checked={layout !== undefined}
              onChange={(event) => {
                onLayoutChange(index, event.target.checked ? startingLayout(fieldType, index) : undefined);
                setSelected(event.target.checked ? index : null);
              }}
            />
            {`Place ${label}`}
          </label>
        ))}
      </div>
      <p id={keysHintId} className={styles.hint}>
        Drag a box to move it and its corner to resize it; or select it and use the arrow keys to move, shift
        and the arrow keys to resize.
      </p>
      <div ref={stage} className={styles.stage}>
        <img
          className={styles.picture}
          src={picture}
          alt="The template to place the fields on"
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0 && naturalHeight > 0) setPictureAspect(naturalWidth / naturalHeight);
          }}
        />
        {fields.map((field) =>
          field.layout ? (
            <PlacementBox
              key={field.index}
              label={field.label}
              box={field.layout}
              selected={selected === field.index}
              stage={stage}
              keysHintId={keysHintId}
              onSelect={() => setSelected(field.index)}
              onChange={(box) => moveBox(field, box)}
            >
              <PlacementSample
                label={field.label}
                fieldType={field.fieldType}
                layout={field.layout}
                pictureAspect={pictureAspect}
              />
            </PlacementBox>
          ) : null,
        )}
      </div>
      {chosen?.layout && (
        <LayoutStyleInputs
          label={chosen.label}
          fieldType={chosen.fieldType}
          layout={chosen.layout}
          onChange={(layout) => onLayoutChange(chosen.index, layout)}
        />
      )}
    </>
  );
}
