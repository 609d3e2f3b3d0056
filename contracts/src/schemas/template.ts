import { z } from 'zod';
import { CUSTOM_FIELD_TYPES } from '../constants';
import { needsApprovalByDefault } from '../rules/proof-approval';
import { canonicalCategory, catalogueItemFields, checkCatalogueRules, imageListSchema } from './catalogue';
import { completeLayout, fieldLayoutProblem, fieldLayoutSchema } from './field-layout';

export const customFieldSchema = z
  .object({
    fieldName: z
      .string({ error: 'Every custom field needs a name' })
      .trim()
      .min(1, 'Every custom field needs a name')
      .max(100, 'Custom field names must be at most 100 characters'),
    fieldType: z
      .enum(CUSTOM_FIELD_TYPES, {
        error: `Custom field type must be one of: ${CUSTOM_FIELD_TYPES.join(', ')}`,
      })
      .default('text'),
    required: z.boolean({ error: 'required must be true or false' }).default(false),
    options: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
    defaultValue: z.string().max(500).optional(),
    // Optional: a template without a layout shows plain form fields, as before issue #36.
    layout: fieldLayoutSchema.optional(),
  })
  .superRefine((f, ctx) => {
    const problem = f.layout && fieldLayoutProblem(f.fieldName, f.fieldType, f.layout);
    if (problem) ctx.addIssue({ code: 'custom', path: ['layout'], message: problem });
  })
  .transform(({ layout, ...f }) => ({
    ...f,
    options: f.fieldType === 'dropdown' ? f.options : [],
    ...(layout && { layout: completeLayout(f.fieldType, layout) }),
  }));

export function dropdownWithoutOptionsMessage(fieldName: string): string {
  return `Dropdown field "${fieldName || 'Unnamed'}" must have options`;
}

export const templateInputSchema = z
  .object({
    ...catalogueItemFields,
    templateImages: imageListSchema(),
    fields: z.array(customFieldSchema).max(30, 'At most 30 custom fields').default([]),
    isNew: z.boolean().optional(),
    /** Orders of it wait for the customer's approval of a proof; left out: the category's default. */
    needsApproval: z.boolean({ error: 'needsApproval must be true or false' }).optional(),
  })
  .superRefine((t, ctx) => {
    checkCatalogueRules(t, ctx);
    const seen = new Set<string>();
    t.fields.forEach((field, index) => {
      if (field.fieldType === 'dropdown' && field.options.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'options'],
          message: dropdownWithoutOptionsMessage(field.fieldName),
        });
      }
      const key = field.fieldName.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'fieldName'],
          message: `Custom field "${field.fieldName}" appears twice`,
        });
      }
      seen.add(key);
    });
  })
  .transform((t) => ({
    ...t,
    subCategory: t.subCategory ? (canonicalCategory(t.category, t.subCategory) ?? '') : '',
    needsApproval: t.needsApproval ?? needsApprovalByDefault(t.category),
  }));
export type TemplateInput = z.input<typeof templateInputSchema>;
