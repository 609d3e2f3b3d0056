import {
  BOTH_SCRIPTS,
  type FieldLayout,
  LAYOUT_ALIGNS,
  LAYOUT_FONT_LABELS,
  LAYOUT_FONTS,
  LAYOUT_TEXT_DEFAULTS,
  LAYOUT_TEXT_SIZE,
  type LayoutAlign,
  type LayoutFont,
  PHOTO_LAYOUT_TYPES,
  SCRIPT_CHOICE_TYPES,
} from '@shop/contracts';
import styles from './layout-editor.module.css';

interface LayoutStyleInputsProps {
  label: string;
  fieldType: string;
  layout: FieldLayout;
  onChange: (layout: FieldLayout) => void;
}

const ALIGN_LABELS: Record<LayoutAlign, string> = { start: 'Start', center: 'Centre', end: 'End' };
/** The layout with the shopper's choice of script on or off (off: no `scripts` key, as before). */
function withScripts({ scripts: _scripts, ...layout }: FieldLayout, both: boolean): FieldLayout {
  return both ? { ...layout, scripts: BOTH_SCRIPTS } : layout;
}

// Staff think of text size in percent of the picture's height; the layout keeps a fraction.
const toPercent = (fraction: number) => Math.round(fraction * 1000) / 10;

/**
 * The selected field's font, size, colour and alignment (and, for text and textarea, whether the shopper
 * picks English or Urdu); for a photo, the shape of its area.
 */
export function LayoutStyleInputs({ label, fieldType, layout, onChange }: LayoutStyleInputsProps) {
  if ((PHOTO_LAYOUT_TYPES as readonly string[]).includes(fieldType)) {
    return (
      <p className={styles.hint}>
        {`${label}: the photo fills its box, cropped to fit`}
        {layout.aspect !== undefined && ` (width ÷ height ${layout.aspect})`}.
      </p>
    );
  }
  const style = { ...LAYOUT_TEXT_DEFAULTS, ...layout };
  return (
    <div className={styles.styleRow}>
      <label className={styles.field}>
        <span className={styles.smallLabel}>Font</span>
        <select
          className={styles.control}
          aria-label={`${label} font`}
          value={style.font}
          onChange={(event) => onChange({ ...layout, font: event.target.value as LayoutFont })}
        >
          {LAYOUT_FONTS.map((font) => (
            <option key={font} value={font}>
              {LAYOUT_FONT_LABELS[font]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.smallLabel}>Size (% of picture height)</span>
        <input
          className={styles.control}
          type="number"
          aria-label={`${label} size`}
          min={toPercent(LAYOUT_TEXT_SIZE.min)}
          max={toPercent(LAYOUT_TEXT_SIZE.max)}
          step={0.5}
          value={toPercent(style.size)}
          onChange={(event) => {
            const percent = event.target.valueAsNumber;
            if (Number.isFinite(percent)) onChange({ ...layout, size: percent / 100 });
          }}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.smallLabel}>Colour</span>
        <input
          className={styles.control}
          type="color"
          aria-label={`${label} colour`}
          value={style.color}
          onChange={(event) => onChange({ ...layout, color: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.smallLabel}>Alignment</span>
        <select
          className={styles.control}
          aria-label={`${label} alignment`}
          value={style.align}
          onChange={(event) => onChange({ ...layout, align: event.target.value as LayoutAlign })}
        >
          {LAYOUT_ALIGNS.map((align) => (
            <option key={align} value={align}>
              {ALIGN_LABELS[align]}
            </option>
          ))}
        </select>
      </label>
      {(SCRIPT_CHOICE_TYPES as readonly string[]).includes(fieldType) && (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            aria-label={`${label}: shopper picks English or Urdu`}
            checked={layout.scripts === BOTH_SCRIPTS}
            onChange={(event) => onChange(withScripts(layout, event.target.checked))}
          />
          English (this font) or Urdu (Nastaliq): the shopper picks
        </label>
      )}
    </div>
  );
}
