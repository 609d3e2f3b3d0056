import { z } from 'zod';
import { CUSTOM_FIELD_TYPES } from '../constants';
import { needsApprovalByDefault } from '../rules/proof-approval';
import { RULE_TEXTS, ruleText } from '../rules/rule-texts';
import { canonicalCategory, catalogueItemFields, checkCatalogueRules, imageListSchema } from './catalogue';
import { completeLayout, fieldLayoutProblem, fieldLayoutSchema } from './field-layout';
import { checkPrintSizes, printSizesField, storedPrintSizes } from './print-sizes';

export const customFieldSchema = z
  .object({
    fieldName: z
      .string({ error: RULE_TEXTS['customField.nameMissing'] })
      .trim()
      .min(1, RULE_TEXTS['customField.nameMissing'])
      .max(100, ruleText('customField.nameTooLong', { max: 100 })),
    fieldType: z
      .enum(CUSTOM_FIELD_TYPES, {
        error: ruleText('value.notOneOf', {
          label: 'Custom field type',
          options: CUSTOM_FIELD_TYPES.join(', '),
        }),
      })
      .default('text'),
    required: z.boolean({ error: ruleText('value.notBoolean', { label: 'required' }) }).default(false),
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
  return ruleText('customField.dropdownWithoutOptions', { field: fieldName || 'Unnamed' });
}

export const templateInputSchema = z
  .object({
    ...catalogueItemFields,
    templateImages: imageListSchema(),
    fields: z
      .array(customFieldSchema)
      .max(30, ruleText('order.tooManyCustomFields', { max: 30 }))
      .default([]),
    isNew: z.boolean().optional(),
    /** Orders of it wait for the customer's approval of a proof; left out: the category's default. */
    needsApproval: z.boolean({ error: ruleText('value.notBoolean', { label: 'needsApproval' }) }).optional(),
    /** Staff's width × height for size labels the print-size rule cannot read ('Large'); optional. */
    printSizes: printSizesField,
  })
  .superRefine((t, ctx) => {
    checkCatalogueRules(t, ctx);
    checkPrintSizes(t, ctx);
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
          message: ruleText('customField.twice', { field: field.fieldName }),
        });
      }
      seen.add(key);
    });
  })
  .transform((t) => ({
    ...t,
    subCategory: t.subCategory ? (canonicalCategory(t.category, t.subCategory) ?? '') : '',
    needsApproval: t.needsApproval ?? needsApprovalByDefault(t.category),
    printSizes: storedPrintSizes(t.printSizes),
  }));
export type TemplateInput = z.input<typeof templateInputSchema>;
