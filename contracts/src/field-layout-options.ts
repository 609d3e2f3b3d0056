// Where and how a template's custom field is drawn on its first picture (issue #36, decision 0056).
// Plain constants, free of zod, so the storefront's preview and the staff editor share them cheaply.

/** The fonts the shop ships (as local files): staff pick one per text field. */
export const LAYOUT_FONTS = ['serif', 'sans', 'script', 'nastaliq'] as const;
export type LayoutFont = (typeof LAYOUT_FONTS)[number];

export const LAYOUT_FONT_LABELS: Record<LayoutFont, string> = {
  serif: 'Serif (Lora)',
  sans: 'Sans (Noto Sans)',
  script: 'Script (Great Vibes)',
  nastaliq: 'Urdu (Noto Nastaliq Urdu)',
};

export const LAYOUT_ALIGNS = ['start', 'center', 'end'] as const;
export type LayoutAlign = (typeof LAYOUT_ALIGNS)[number];

/** Text size as a fraction of the picture's height, so it scales with the picture. */
export const LAYOUT_TEXT_SIZE = { min: 0.01, max: 0.5, default: 0.06 } as const;
/** A photo area's width ÷ height as printed. */
export const LAYOUT_ASPECT = { min: 0.1, max: 10 } as const;
/** The smallest box side, as a fraction of the picture: smaller cannot be grabbed or read. */
export const LAYOUT_MIN_BOX = 0.02;

export const LAYOUT_TEXT_DEFAULTS = {
  font: 'sans' as LayoutFont,
  size: LAYOUT_TEXT_SIZE.default,
  color: '#000000',
  align: 'center' as LayoutAlign,
};

/** Field types drawn as text on the picture; image fields fill an area; colour fields are not drawn. */
export const TEXT_LAYOUT_TYPES = ['text', 'textarea', 'number', 'date', 'dropdown'] as const;
export const PHOTO_LAYOUT_TYPES = ['image'] as const;

/** The scripts a shopper may pick for a field whose layout allows both: English in the field's font, Urdu in Nastaliq. */
export const FIELD_SCRIPTS = ['latin', 'urdu'] as const;
export type FieldScript = (typeof FIELD_SCRIPTS)[number];
/** A layout's `scripts` when the shopper picks the field's script (its only value; left out: no choice). */
export const BOTH_SCRIPTS = 'both';
/** Field types whose layout may offer both scripts: the free text a shopper types. */
export const SCRIPT_CHOICE_TYPES = ['text', 'textarea'] as const;
