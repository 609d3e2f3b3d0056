import { z } from 'zod';
import { MAX_PRINT_SIDE, PRINT_SIZE_UNITS, type PrintSizeMap } from '../rules/print-size-map';

/** At most one entry per size, and a template has at most 20 sizes. */
const MAX_ENTRIES = 20;

const sizeOf = (label: string) => `The print size of "${label}"`;
const onlyTheseKeys = (label: string) => `${sizeOf(label)} takes only width, height and unit`;

/** One label's print size, its messages naming the label so staff know which row to fix. */
function staffPrintSizeSchema(label: string) {
  const of = sizeOf(label);
  const side = (name: 'width' | 'height') =>
    z.number({ error: `${of} needs its ${name} as a number` }).positive(`${of} needs a ${name} above 0`);
  return z
    .strictObject(
      {
        width: side('width'),
        height: side('height'),
        unit: z.enum(PRINT_SIZE_UNITS, { error: `${of} needs its unit: ${PRINT_SIZE_UNITS.join(' or ')}` }),
      },
      { error: onlyTheseKeys(label) },
    )
    .superRefine((size, ctx) => {
      const max = MAX_PRINT_SIDE[size.unit];
      if (Math.max(size.width, size.height) > max)
        ctx.addIssue({ code: 'custom', message: `${of} must be at most ${max} ${size.unit} a side` });
    });
}

/** `printSizes` of a template write: by size label, `{width, height, unit}`; checked by `checkPrintSizes`. */
export const printSizesField = z
  .record(z.string(), z.unknown(), {
    error: 'Print sizes must map size labels to their width, height and unit',
  })
  .optional();

/**
 * Staff's print sizes name only sizes the template sells (not blank ones), each with a positive width
 * and height within `MAX_PRINT_SIDE`, in inches or centimetres.
 */
export function checkPrintSizes(
  template: { sizes: readonly { size: string }[]; printSizes?: Record<string, unknown> },
  ctx: z.RefinementCtx,
): void {
  const entries = Object.entries(template.printSizes ?? {});
  if (entries.length > MAX_ENTRIES) {
    ctx.addIssue({ code: 'custom', path: ['printSizes'], message: `At most ${MAX_ENTRIES} print sizes` });
    return;
  }
  const labels = new Set(template.sizes.map((size) => size.size).filter(Boolean));
  for (const [label, value] of entries) {
    const path = ['printSizes', label];
    if (!labels.has(label)) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: `"${label}" is not one of this template's sizes: give a print size only for a size it sells`,
      });
      continue;
    }
    const issue = staffPrintSizeSchema(label).safeParse(value).error?.issues[0];
    if (issue) {
      const message = issue.code === 'unrecognized_keys' ? onlyTheseKeys(label) : issue.message;
      ctx.addIssue({ code: 'custom', path, message });
    }
  }
}

/** The checked print sizes as stored and answered; none given is none (an empty map is left out). */
export function storedPrintSizes(printSizes: Record<string, unknown> | undefined): PrintSizeMap | undefined {
  return printSizes && Object.keys(printSizes).length > 0 ? (printSizes as PrintSizeMap) : undefined;
}
