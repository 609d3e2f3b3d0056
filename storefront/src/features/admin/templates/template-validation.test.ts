import { type CatalogueDraft, emptyCatalogueDraft } from '../catalogue-form/catalogue-draft';
import {
  type CustomFieldDraft,
  customFieldsPayload,
  newCustomField,
  withFieldType,
  withOption,
} from './custom-field-draft';
import { imageSelectionProblem } from '../catalogue-form/catalogue-validation';
import { createTemplateProblem } from './template-validation';

const valid = (): CatalogueDraft => ({
  ...emptyCatalogueDraft(),
  name: 'Name Poster',
  description: 'Your name in gold',
  category: 'Posters With Frames',
});

const dropdown = (fieldName: string, options: string[] = []): CustomFieldDraft => ({
  ...newCustomField(),
  fieldName,
  fieldType: 'dropdown',
  options,
});

describe('createTemplateProblem', () => {
  it('checks in the spec order: required, frame colour, 1 image, dropdown options, at most 2 images', () => {
    const bare = [dropdown('Font')];
    expect(createTemplateProblem({ ...valid(), name: '', hasFrame: true }, bare, 0)).toBe(
      'Please fill all required fields',
    );
    expect(createTemplateProblem({ ...valid(), hasFrame: true }, bare, 0)).toBe(
      'Please select at least one frame color',
    );
    expect(createTemplateProblem(valid(), bare, 0)).toBe('Please upload at least 1 image');
    expect(createTemplateProblem(valid(), bare, 3)).toBe('Dropdown field "Font" must have options');
    expect(createTemplateProblem(valid(), [dropdown('Font', ['Serif'])], 3)).toBe(
      'You can upload maximum 2 images.',
    );
    expect(createTemplateProblem(valid(), [dropdown('Font', ['Serif'])], 2)).toBeNull();
  });

  it('names an unnamed dropdown "Unnamed"', () => {
    expect(createTemplateProblem(valid(), [dropdown('  ')], 1)).toBe(
      'Dropdown field "Unnamed" must have options',
    );
  });

  it('needs a colour for a framed Posters With Frames template', () => {
    expect(createTemplateProblem({ ...valid(), hasFrame: true }, [], 1)).toBe(
      'Please select at least one frame color',
    );
  });
});

describe('imageSelectionProblem', () => {
  it('refuses a selection that would go past 2 images', () => {
    expect(imageSelectionProblem(0, 2)).toBeNull();
    expect(imageSelectionProblem(1, 2)).toBe('You can upload maximum 2 images.');
    expect(imageSelectionProblem(0, 3)).toBe('You can upload maximum 2 images.');
  });
});

describe('custom field drafts', () => {
  it('start as a text field that is not required', () => {
    expect(newCustomField()).toMatchObject({ fieldType: 'text', required: false, options: [] });
  });

  it('lose their options when switched away from dropdown', () => {
    const field = dropdown('Font', ['Serif', 'Script']);
    expect(withFieldType(field, 'dropdown').options).toEqual(['Serif', 'Script']);
    expect(withFieldType(field, 'text').options).toEqual([]);
  });

  it('add an option trimmed and only once', () => {
    const field = withOption(withOption(dropdown('Font'), ' Serif '), 'Serif');
    expect(withOption(field, '   ').options).toEqual(['Serif']);
  });

  it('are sent as fieldName, fieldType, required and options', () => {
    expect(customFieldsPayload([{ ...dropdown(' Font ', ['Serif']), required: true }])).toEqual([
      { fieldName: 'Font', fieldType: 'dropdown', required: true, options: ['Serif'] },
    ]);
  });
});
