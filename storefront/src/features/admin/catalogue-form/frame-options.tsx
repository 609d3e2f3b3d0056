import { FRAME_COLORS } from '@shop/contracts';
import { type CatalogueDraft, type FrameColor, offersFrameOption, showsFrameColors } from './catalogue-draft';
import styles from './catalogue-form.module.css';

interface FrameOptionsProps {
  draft: Pick<CatalogueDraft, 'category' | 'hasFrame' | 'frameColors'>;
  onHasFrame: (hasFrame: boolean) => void;
  onToggleColor: (color: FrameColor) => void;
}

/** 'With Frame?' for the types that offer it; the colour checkboxes for Frames or a framed item. */
export function FrameOptions({ draft, onHasFrame, onToggleColor }: FrameOptionsProps) {
  return (
    <>
      {offersFrameOption(draft.category) && (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.hasFrame}
            onChange={(event) => onHasFrame(event.target.checked)}
          />
          With Frame?
        </label>
      )}
      {showsFrameColors(draft) && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>
            Frame Colors <span aria-hidden="true">*</span>
          </legend>
          <div className={styles.colorList}>
            {FRAME_COLORS.map((color) => (
              <label key={color} className={styles.colorOption}>
                <input
                  type="checkbox"
                  checked={draft.frameColors.includes(color)}
                  onChange={() => onToggleColor(color)}
                />
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
