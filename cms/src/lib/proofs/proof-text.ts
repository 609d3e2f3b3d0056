import { type FieldLayout, type FieldScript, LAYOUT_TEXT_DEFAULTS, scriptedDrawing } from '@shop/contracts';
import sharp, { type OverlayOptions } from 'sharp';
import type { PixelBox } from './proof-box';
import { PROOF_FONT_FAMILIES, URDU_FALLBACK_FAMILY } from './proof-fonts';

const GENERIC_FAMILIES = {
  serif: 'serif',
  sans: 'sans-serif',
  script: 'cursive',
  nastaliq: 'serif',
} as const;

/** Pango markup treats these as its own; a shopper's text is drawn as typed. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// A right-to-left or left-to-right mark at each paragraph's start sets its direction, whatever its letters.
const DIRECTION_MARKS = { rtl: '\u200f', ltr: '\u200e' } as const;

/** Where the drawn text's left edge goes in its box: its alignment is logical, so Urdu's start is the right. */
function leftInBox(
  align: FieldLayout['align'],
  direction: 'rtl' | 'ltr',
  box: PixelBox,
  width: number,
): number {
  const free = box.width - width;
  if (align === 'center') return Math.round(free / 2);
  const toTheRight = (align === 'end') === (direction === 'ltr');
  return toTheRight ? free : 0;
}

/**
 * A text value drawn as the preview draws it: in its field's font (Urdu letters falling back to
 * Nastaliq), size (a fraction of the picture's height), colour and alignment, wrapped at the box's
 * width, centred in the box's height and cut at its edges. Pango shapes it with HarfBuzz and orders it
 * by the Unicode bidi rules, so Urdu joins and reads right to left. A script the shopper chose sets the
 * font and the direction instead (Urdu: Nastaliq, right to left). Null when the value is blank.
 */
export async function drawnText(
  text: string,
  layout: FieldLayout,
  box: PixelBox,
  pictureHeight: number,
  script?: FieldScript,
): Promise<OverlayOptions | null> {
  if (text.trim() === '') return null;
  const { font, direction } = scriptedDrawing(layout.font ?? LAYOUT_TEXT_DEFAULTS.font, script, text);
  const directed = script ? text.replace(/^/gm, DIRECTION_MARKS[direction]) : text;
  const size = Math.max(1, Math.round((layout.size ?? LAYOUT_TEXT_DEFAULTS.size) * pictureHeight));
  const align = layout.align ?? LAYOUT_TEXT_DEFAULTS.align;
  const color = layout.color ?? LAYOUT_TEXT_DEFAULTS.color;
  const families = [PROOF_FONT_FAMILIES[font], URDU_FALLBACK_FAMILY, GENERIC_FAMILIES[font]];
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(directed)}</span>`,
      font: `${[...new Set(families)].join(',')} ${size}px`,
      rgba: true,
      width: box.width,
      wrap: 'word-char',
      // Pango's left is the paragraph's start: it swaps left and right for a right-to-left paragraph.
      align: align === 'center' ? 'centre' : align === 'start' ? 'left' : 'right',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const width = Math.min(info.width, box.width);
  const height = Math.min(info.height, box.height);
  const shown =
    width === info.width && height === info.height
      ? data
      : await sharp(data)
          .extract({
            left: Math.floor((info.width - width) / 2),
            top: Math.floor((info.height - height) / 2),
            width,
            height,
          })
          .png()
          .toBuffer();
  return {
    input: shown,
    left: box.left + leftInBox(align, direction, box, width),
    top: box.top + Math.floor((box.height - height) / 2),
  };
}
