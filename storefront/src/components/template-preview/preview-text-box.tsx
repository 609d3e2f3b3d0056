import {
  type FieldLayoutAnswer,
  type FieldScript,
  LAYOUT_TEXT_DEFAULTS,
  SCRIPT_LANGUAGES,
  scriptedDrawing,
} from '@shop/contracts';
import { memo } from 'react';
import { boxPosition, textStyle } from '@/lib/field-layout/layout-style';
import { previewText } from './preview-text';
import styles from './template-preview.module.css';

interface PreviewTextBoxProps {
  fieldName: string;
  fieldType: string;
  layout: FieldLayoutAnswer;
  value: string;
  /** The script the shopper writes it in, where the field offers both: its font and direction. */
  script?: FieldScript;
  pictureAspect: number;
}

/**
 * One text, number, date or dropdown value in its box, in the field's font (Nastaliq for a value the
 * shopper writes in Urdu) and colour; until the shopper types, the field's name, faintly. Memoised: a
 * keystroke redraws its own box only.
 */
export const PreviewTextBox = memo(function PreviewTextBox({
  fieldName,
  fieldType,
  layout,
  value,
  script,
  pictureAspect,
}: PreviewTextBoxProps) {
  const text = previewText(fieldType, value);
  const shown = text || fieldName;
  const { font, direction } = scriptedDrawing(layout.font ?? LAYOUT_TEXT_DEFAULTS.font, script, shown);
  return (
    <div className={styles.textBox} style={boxPosition(layout)}>
      <span
        className={text ? styles.text : `${styles.text} ${styles.placeholder}`}
        dir={direction}
        lang={script && SCRIPT_LANGUAGES[script]}
        style={textStyle({ ...layout, font }, pictureAspect)}
        data-testid={`preview ${fieldName}`}
      >
        {shown}
      </span>
    </div>
  );
});
