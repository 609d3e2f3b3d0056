import { type CatalogueDraft, FRAME_COLORS, isFramed } from '@shop/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import styles from './catalogue-form.module.css';
import { offersFrameOption } from './draft-values';

/** 'With Frame?' for the types that offer it; the colour checkboxes for Frames or a framed item. */
export function FrameOptions() {
  const { register, setValue, control } = useFormContext<CatalogueDraft>();
  const [category, hasFrame] = useWatch({ control, name: ['category', 'hasFrame'] });
  return (
    <>
      {offersFrameOption(category) && (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            {...register('hasFrame', {
              // Turning the frame off drops the chosen colours, except for Frames.
              onChange: (event) => {
                if (!isFramed({ category, hasFrame: event.target.checked })) setValue('frameColors', []);
              },
            })}
          />
          With Frame?
        </label>
      )}
      {isFramed({ category, hasFrame }) && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>
            Frame Colors <span aria-hidden="true">*</span>
          </legend>
          <div className={styles.colorList}>
            {FRAME_COLORS.map((color) => (
              <label key={color} className={styles.colorOption}>
                <input type="checkbox" value={color} {...register('frameColors')} />
                <span className={styles.swatch} data-color={color} aria-hidden="true" />
                {color}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
