import type { FieldLayoutAnswer } from '@shop/contracts';
import { memo } from 'react';
import { boxPosition, textStyle, writingDirection } from '@/lib/field-layout/layout-style';
import { previewText } from './preview-text';
import styles from './template-preview.module.css';

interface PreviewTextBoxProps {
  fieldName: string;
  fieldType: string;
  layout: FieldLayoutAnswer;
  value: string;
  pictureAspect: number;
}

/**
 * One text, number, date or dropdown value in its box, in the field's font and colour; until the shopper
 * types, the field's name, faintly. Memoised: a keystroke redraws its own box only.
 */
export const PreviewTextBox = memo(function PreviewTextBox({
  fieldName,
  fieldType,
  layout,
  value,
  pictureAspect,
}: PreviewTextBoxProps) {
  const text = previewText(fieldType, value);
  const shown = text || fieldName;
  return (
    <div className={styles.textBox} style={boxPosition(layout)}>
      <span
        className={text ? styles.text : `${styles.text} ${styles.placeholder}`}
        dir={writingDirection(shown)}
        style={textStyle(layout, pictureAspect)}
        data-testid={`preview ${fieldName}`}
      >
        {shown}
      </span>
    </div>
  );
});
