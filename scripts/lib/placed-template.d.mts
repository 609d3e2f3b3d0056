/** The names, placed across the middle of the picture. */
export declare const PLACED_NAMES: {
  fieldName: string;
  fieldType: 'text';
  required: boolean;
  layout: { x: number; y: number; w: number; h: number; font: string; size: number; color: string };
};
/**
 * Creates a Nikkah-Nama with the names placed on an 800 x 1000 cream picture, sold at A4, and answers
 * its id; what `form` says (its name, other fields or sizes) goes in place of the defaults.
 */
export declare function createPlacedTemplate(
  shopUrl: string,
  staffToken: string,
  form: { name: string } & Record<string, unknown>,
): Promise<string>;
