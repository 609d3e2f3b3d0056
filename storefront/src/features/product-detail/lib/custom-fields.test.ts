import type { CustomField } from '@shop/contracts';
import {
  customFieldsForCart,
  initialCustomValues,
  invalidCustomValue,
  missingFieldsNotice,
  missingRequiredFields,
} from './custom-fields';

const field = (fieldName: string, extra: Partial<CustomField> = {}): CustomField => ({
  fieldName,
  fieldType: 'text',
  required: false,
  options: [],
  ...extra,
});

const fields: CustomField[] = [
  field('Name', { required: true }),
  field('Font', { fieldType: 'dropdown', required: true, options: ['Serif', 'Script'] }),
  field('Finish', { fieldType: 'dropdown', options: ['Matte', 'Gloss'] }),
  field('Background', { fieldType: 'color', defaultValue: '#7a1f2b' }),
  field('Caption'),
];

describe('initialCustomValues', () => {
  it('starts a required dropdown empty, an optional one on its first option, others on their default or empty', () => {
    expect(initialCustomValues(fields)).toEqual({
      Name: '',
      Font: '',
      Finish: 'Matte',
      Background: '#7a1f2b',
      Caption: '',
    });
  });
});

describe('missingRequiredFields', () => {
  it('lists the required fields that are blank after trimming, in the template’s order', () => {
    expect(missingRequiredFields(fields, { Name: '   ', Font: '' })).toEqual(['Name', 'Font']);
    expect(missingRequiredFields(fields, { Name: 'Sara', Font: '' })).toEqual(['Font']);
    expect(missingRequiredFields(fields, { Name: 'Sara', Font: 'Serif' })).toEqual([]);
  });

  it('counts a field missing from the values as blank, even one named like an object property', () => {
    const named = [field('constructor', { required: true }), field('toString', { required: true })];
    expect(missingRequiredFields(named, {})).toEqual(['constructor', 'toString']);
    expect(missingRequiredFields(named, { constructor: 'x', toString: ' y ' })).toEqual([]);
  });
});

describe('invalidCustomValue', () => {
  const typed = [
    field('constructor'),
    field('Guests', { fieldType: 'number' }),
    field('Day', { fieldType: 'date' }),
    field('Background', { fieldType: 'color' }),
  ];

  it('names the first value that does not fit its type, as the server would', () => {
    expect(invalidCustomValue(typed, { Guests: '12', Day: '2026-05-01', Background: '#112233' })).toBeNull();
    expect(invalidCustomValue(typed, { Guests: 'twelve' })).toBe('Guests must be a number');
    expect(invalidCustomValue(typed, { Day: 'not a date' })).toBe('Day must be a date (YYYY-MM-DD)');
    expect(invalidCustomValue(typed, {})).toBeNull();
  });
});

describe('messages', () => {
  it('joins the notice with | and the warning with commas', () => {
    expect(missingFieldsNotice(['Name', 'Font'])).toBe(
      'Required fields missing: Please fill in Name | Font to proceed.',
    );
  });
});

describe('customFieldsForCart', () => {
  it('keeps trimmed values and leaves blanks out', () => {
    expect(
      customFieldsForCart(fields, { Name: ' Sara ', Font: 'Serif', Finish: 'Matte', Caption: ' ' }),
    ).toEqual({
      Name: 'Sara',
      Font: 'Serif',
      Finish: 'Matte',
    });
  });
});
