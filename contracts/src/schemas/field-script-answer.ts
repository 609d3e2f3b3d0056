// zod/mini: the stored cart reads it on every page (decision 0017). Keep classic `zod` out.
import * as z from 'zod/mini';
import { FIELD_SCRIPTS } from '../field-layout-options';

/** A line's field scripts as stored and answered (rules: field-script.ts). */
export const fieldScriptsAnswerSchema = z.record(z.string(), z.enum(FIELD_SCRIPTS));
