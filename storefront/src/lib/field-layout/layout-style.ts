import type { FieldLayoutAnswer, LayoutFont } from '@shop/contracts';
import type { CSSProperties } from 'react';

/** The families of the shop's own font files (layout-fonts.ts loads them). */
export const LAYOUT_FONT_FAMILIES: Record<LayoutFont, string> = {
  serif: "'Lora', serif",
  sans: "'Noto Sans', sans-serif",
  script: "'Great Vibes', cursive",
  nastaliq: "'Noto Nastaliq Urdu', serif",
};

// Urdu letters in a Latin font fall back to Nastaliq, so mixed Urdu / English joins and reads correctly.
const URDU_FALLBACK = "'Noto Nastaliq Urdu'";

/** Where a field's box sits on the picture, in percent of the picture's width and height. */
export function boxPosition(layout: Pick<FieldLayoutAnswer, 'x' | 'y' | 'w' | 'h'>): CSSProperties {
  return {
    left: `${layout.x * 100}%`,
    top: `${layout.y * 100}%`,
    width: `${layout.w * 100}%`,
    height: `${layout.h * 100}%`,
  };
}

/**
 * A text field's font, colour and alignment. Its size is a fraction of the picture's height; the stage
 * is a CSS container, so with the picture's width ÷ height it becomes container-width units and scales.
 */
export function textStyle(layout: FieldLayoutAnswer, pictureAspect: number): CSSProperties {
  const [family, generic] = LAYOUT_FONT_FAMILIES[layout.font ?? 'sans'].split(', ');
  return {
    fontFamily: `${family}, ${URDU_FALLBACK}, ${generic}`,
    fontSize: `${((layout.size ?? 0.06) * 100) / pictureAspect}cqw`,
    color: layout.color,
    textAlign: layout.align,
  };
}

/** Which way a value reads: the rule the server's drawn proof follows too. */
export { writingDirection } from '@shop/contracts';

/** The width ÷ height the catalogue's pictures have, until a picture's own is known. */
export const CATALOGUE_PICTURE_ASPECT = 4 / 5;
