import { z } from 'zod';
import { FIELD_SCRIPTS } from '../field-layout-options';

/** Fields per line that can carry a script: a template holds at most 30 custom fields. */
const MAX_FIELD_SCRIPTS = 30;

/**
 * The script the shopper wrote each text field in (issue #36), for the fields whose layout offers both:
 * `latin` draws it in the field's font left to right, `urdu` in Nastaliq right to left.
 */
export const fieldScriptsSchema = z
  .record(
    z.string().max(100),
    z.enum(FIELD_SCRIPTS, { error: `A field's script must be one of: ${FIELD_SCRIPTS.join(', ')}` }),
    { error: `Field scripts must map text fields to ${FIELD_SCRIPTS.join(' or ')}` },
  )
  .refine(
    (scripts) => Object.keys(scripts).length <= MAX_FIELD_SCRIPTS,
    `At most ${MAX_FIELD_SCRIPTS} field scripts`,
  );
export type FieldScripts = z.output<typeof fieldScriptsSchema>;
