import { zodResolver } from '@hookform/resolvers/zod';
import { productFormSchema, type TemplateDraft, templateFormSchema } from '@shop/contracts';
import { firstAlert, PRODUCT_ALERT_ORDER, problemsOf, TEMPLATE_ALERT_ORDER } from './alert-order';
import { emptyCatalogueDraft } from './draft-values';

const IMAGE = 'data:image/png;base64,AAAA';
// The resolver needs no registered fields to report the schema's problems.
const options = { fields: {}, names: [], shouldUseNativeValidation: false } as never;

async function alertOf(
  schema: typeof templateFormSchema | ReturnType<typeof productFormSchema>,
  draft: object,
) {
  const resolve = zodResolver(schema as typeof templateFormSchema);
  const { errors } = await resolve(draft as TemplateDraft, undefined, options);
  const order = schema === templateFormSchema ? TEMPLATE_ALERT_ORDER : PRODUCT_ALERT_ORDER;
  return firstAlert(errors, order) ?? null;
}

/** A template wrong in every way the spec lists: no name, framed without a colour, no image, a bare dropdown. */
const wrongEverywhere = (): TemplateDraft => ({
  ...emptyCatalogueDraft(),
  description: 'Your name in gold',
  category: 'Posters',
  hasFrame: true,
  customFields: [{ fieldName: 'Font', fieldType: 'dropdown', required: false, options: [] }],
});

describe('firstAlert', () => {
  it('walks Create Template in the spec order: required, frame colour, 1 image, dropdown options', async () => {
    let draft = wrongEverywhere();
    expect(await alertOf(templateFormSchema, draft)).toBe('Please fill all required fields');
    draft = { ...draft, name: 'Name Poster' };
    expect(await alertOf(templateFormSchema, draft)).toBe('Please select at least one frame color');
    draft = { ...draft, frameColors: ['White'] };
    expect(await alertOf(templateFormSchema, draft)).toBe('Please upload at least 1 image');
    draft = { ...draft, images: [{ image: IMAGE }] };
    expect(await alertOf(templateFormSchema, draft)).toBe('Dropdown field "Font" must have options');
    draft = { ...draft, customFields: [{ ...draft.customFields[0], options: [{ value: 'Serif' }] }] };
    expect(await alertOf(templateFormSchema, draft)).toBeNull();
  });

  it('puts a bare dropdown before the field-name rule the server adds, and names it Unnamed', async () => {
    const draft = {
      ...wrongEverywhere(),
      name: 'Name Poster',
      hasFrame: false,
      images: [{ image: IMAGE }],
      customFields: [{ fieldName: ' ', fieldType: 'dropdown' as const, required: false, options: [] }],
    };
    expect(await alertOf(templateFormSchema, draft)).toBe('Dropdown field "Unnamed" must have options');
  });

  it('walks Create Product in the spec order: required, frame colour, 1 image, then other server rules', async () => {
    const schema = productFormSchema();
    let draft = { ...emptyCatalogueDraft(), category: 'Frames' as const };
    expect(await alertOf(schema, draft)).toBe('Please fill all required fields');
    draft = { ...draft, name: 'Gold Frame', description: 'A golden frame' };
    expect(await alertOf(schema, draft)).toBe('Please select at least one frame color');
    draft = { ...draft, frameColors: ['Golden'] };
    expect(await alertOf(schema, draft)).toBe('Please upload at least 1 image');
    draft = {
      ...draft,
      images: [{ image: IMAGE }],
      sizes: [{ size: 'A4', actualPrice: '500', discountedPrice: '600' }],
    };
    expect(await alertOf(schema, draft)).toBe('Discounted price must not exceed the actual price');
  });

  it('prefers the at-most-2 message to the server rules it does not list', () => {
    const errors = {
      name: { type: 'custom', message: 'Name must be at most 200 characters' },
      productImages: { type: 'too_big', message: 'You can upload maximum 2 images.' },
    };
    expect(firstAlert(errors, PRODUCT_ALERT_ORDER)).toBe('You can upload maximum 2 images.');
  });
});

describe('problemsOf', () => {
  it('flattens nested and field-array errors to dotted paths', () => {
    expect(
      problemsOf({
        sizes: { 0: { actualPrice: { type: 'custom', message: 'A' } }, root: { type: 'x', message: 'B' } },
      } as never),
    ).toEqual([
      { path: 'sizes.0.actualPrice', message: 'A' },
      { path: 'sizes', message: 'B' },
    ]);
  });
});
