import { z } from 'zod';
import {
  BOTH_SCRIPTS,
  LAYOUT_ALIGNS,
  LAYOUT_ASPECT,
  LAYOUT_FONTS,
  LAYOUT_MIN_BOX,
  LAYOUT_TEXT_DEFAULTS,
  LAYOUT_TEXT_SIZE,
  PHOTO_LAYOUT_TYPES,
  SCRIPT_CHOICE_TYPES,
  TEXT_LAYOUT_TYPES,
} from '../field-layout-options';

const fraction = (name: string) =>
  z
    .number({ error: `Layout ${name} must be a number from 0 to 1` })
    .min(0, `Layout ${name} must be a number from 0 to 1`)
    .max(1, `Layout ${name} must be a number from 0 to 1`);

const side = (name: string) =>
  fraction(name).min(LAYOUT_MIN_BOX, `Layout ${name} must be at least ${LAYOUT_MIN_BOX} of the picture`);

/** A field's place on the template's first picture: a box in fractions of its width and height. */
export const fieldLayoutSchema = z.strictObject(
  {
    x: fraction('x'),
    y: fraction('y'),
    w: side('w'),
    h: side('h'),
    font: z
      .enum(LAYOUT_FONTS, { error: `Layout font must be one of: ${LAYOUT_FONTS.join(', ')}` })
      .optional(),
    size: z
      .number({ error: 'Layout size must be a number' })
      .min(
        LAYOUT_TEXT_SIZE.min,
        `Layout size must be from ${LAYOUT_TEXT_SIZE.min} to ${LAYOUT_TEXT_SIZE.max} of the picture's height`,
      )
      .max(
        LAYOUT_TEXT_SIZE.max,
        `Layout size must be from ${LAYOUT_TEXT_SIZE.min} to ${LAYOUT_TEXT_SIZE.max} of the picture's height`,
      )
      .optional(),
    color: z
      .string({ error: 'Layout colour must be like #1a2b3c' })
      .regex(/^#[0-9a-fA-F]{6}$/, 'Layout colour must be like #1a2b3c')
      .optional(),
    align: z
      .enum(LAYOUT_ALIGNS, { error: `Layout alignment must be one of: ${LAYOUT_ALIGNS.join(', ')}` })
      .optional(),
    aspect: z
      .number({ error: 'Layout aspect must be a number' })
      .min(LAYOUT_ASPECT.min, `Layout aspect must be from ${LAYOUT_ASPECT.min} to ${LAYOUT_ASPECT.max}`)
      .max(LAYOUT_ASPECT.max, `Layout aspect must be from ${LAYOUT_ASPECT.min} to ${LAYOUT_ASPECT.max}`)
      .optional(),
    /** 'both': the shopper picks English (the field's font) or Urdu (Nastaliq); left out, no choice. */
    scripts: z
      .literal(BOTH_SCRIPTS, {
        error: `Layout scripts must be '${BOTH_SCRIPTS}' (English and Urdu) or left out`,
      })
      .optional(),
  },
  { error: 'Layout takes only x, y, w, h, font, size, color, align, aspect and scripts' },
);
export type FieldLayoutInput = z.input<typeof fieldLayoutSchema>;
export type FieldLayout = z.output<typeof fieldLayoutSchema>;

// Rounding in the editor may leave x + w a hair over 1.
const EDGE_SLACK = 1e-6;
const TEXT_STYLE_KEYS = ['font', 'size', 'color', 'align'] as const;

/** What is wrong with a layout for a field of this type and name, or null when it can be drawn. */
export function fieldLayoutProblem(fieldName: string, fieldType: string, layout: FieldLayout): string | null {
  const name = fieldName || 'Unnamed';
  if (layout.x + layout.w > 1 + EDGE_SLACK || layout.y + layout.h > 1 + EDGE_SLACK) {
    return `The box of "${name}" must lie inside the picture`;
  }
  if ((PHOTO_LAYOUT_TYPES as readonly string[]).includes(fieldType)) {
    if (TEXT_STYLE_KEYS.some((key) => layout[key] !== undefined)) {
      return `"${name}" is a photo: its layout takes no font, size, colour or alignment`;
    }
    if (layout.scripts !== undefined) return `"${name}" is a photo: it has no script to choose`;
    return null;
  }
  if ((TEXT_LAYOUT_TYPES as readonly string[]).includes(fieldType)) {
    if (layout.aspect !== undefined) return `"${name}" is drawn as text: only photo fields take an aspect`;
    return layout.scripts === undefined ? null : scriptsProblem(name, fieldType, layout);
  }
  return `"${name}" is a ${fieldType} field and cannot be placed on the picture`;
}

/** Why a text layout cannot offer both scripts, or null when it can. */
function scriptsProblem(name: string, fieldType: string, layout: FieldLayout): string | null {
  if (!(SCRIPT_CHOICE_TYPES as readonly string[]).includes(fieldType)) {
    return `"${name}" is a ${fieldType} field: only text and textarea fields offer a choice of script`;
  }
  if (layout.font === 'nastaliq') {
    return `"${name}" offers English and Urdu: its font is the English one, so choose a font other than Nastaliq`;
  }
  return null;
}

/** A text layout with its unset style filled in; a photo layout as it is. */
export function completeLayout(fieldType: string, layout: FieldLayout): FieldLayout {
  if (!(TEXT_LAYOUT_TYPES as readonly string[]).includes(fieldType)) return layout;
  return { ...LAYOUT_TEXT_DEFAULTS, ...layout };
}

/**
 * The part of an editor's layout that a field of this type keeps: a text field its box and style (and,
 * for text and textarea, the choice of script), a photo field its box and aspect, any other type nothing
 * (staff may change a field's type after placing it).
 */
export function layoutForType(fieldType: string, layout: FieldLayout | undefined): FieldLayout | undefined {
  if (!layout) return undefined;
  const { x, y, w, h, font, size, color, align, aspect, scripts } = layout;
  if ((SCRIPT_CHOICE_TYPES as readonly string[]).includes(fieldType) && scripts !== undefined)
    return { x, y, w, h, font, size, color, align, scripts };
  if ((TEXT_LAYOUT_TYPES as readonly string[]).includes(fieldType))
    return { x, y, w, h, font, size, color, align };
  if ((PHOTO_LAYOUT_TYPES as readonly string[]).includes(fieldType))
    return aspect === undefined ? { x, y, w, h } : { x, y, w, h, aspect };
  return undefined;
}
