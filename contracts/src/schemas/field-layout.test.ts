import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './text';
import { layoutForType } from './field-layout';
import { templateInputSchema } from './template';

const template = {
  name: 'Nikkah-Nama',
  description: 'Personalised',
  category: 'Nikkah-Nama',
  subCategory: '',
  stock: 3,
  hasFrame: true,
  frameColors: ['Golden'],
  sizes: [{ size: 'A4', actualPrice: 500 }],
  templateImages: ['data:image/png;base64,AAAA'],
};

function parseFields(fields: unknown[]) {
  return templateInputSchema.safeParse({ ...template, fields });
}

function messageOf(fields: unknown[]) {
  const result = parseFields(fields);
  return result.success ? null : firstIssueMessage(result.error);
}

const box = { x: 0.1, y: 0.2, w: 0.5, h: 0.1 };

describe('a custom field layout', () => {
  it('is optional: a field without it is stored as before, with no layout key', () => {
    const result = parseFields([{ fieldName: 'Name', fieldType: 'text' }]);
    expect(result.success && result.data.fields[0]).toEqual({
      fieldName: 'Name',
      fieldType: 'text',
      required: false,
      options: [],
    });
  });

  it('keeps a text box and its style, filling unset style with the defaults', () => {
    const result = parseFields([
      { fieldName: 'Groom', fieldType: 'text', layout: { ...box, font: 'nastaliq', color: '#AA0033' } },
      { fieldName: 'Date', fieldType: 'date', layout: { x: 0, y: 0, w: 1, h: 1, size: 0.5, align: 'end' } },
    ]);
    expect(result.success && result.data.fields.map((f) => f.layout)).toEqual([
      { ...box, font: 'nastaliq', size: 0.06, color: '#AA0033', align: 'center' },
      { x: 0, y: 0, w: 1, h: 1, font: 'sans', size: 0.5, color: '#000000', align: 'end' },
    ]);
  });

  it('keeps a photo area with its aspect and no text style', () => {
    const result = parseFields([
      { fieldName: 'Photo', fieldType: 'image', layout: { ...box, aspect: 0.75 } },
    ]);
    expect(result.success && result.data.fields[0].layout).toEqual({ ...box, aspect: 0.75 });
  });

  it('accepts a box that reaches the edge through rounding', () => {
    expect(messageOf([{ fieldName: 'Name', layout: { x: 0.3333, y: 0, w: 0.6667, h: 0.1 } }])).toBeNull();
  });

  it.each([
    [{ ...box, x: -0.1 }, 'Layout x must be a number from 0 to 1'],
    [{ ...box, y: 1.2 }, 'Layout y must be a number from 0 to 1'],
    [{ ...box, w: '0.5' }, 'Layout w must be a number from 0 to 1'],
    [{ ...box, h: 0 }, 'Layout h must be at least 0.02 of the picture'],
    [{ x: 0.6, y: 0.2, w: 0.5, h: 0.1 }, 'The box of "Name" must lie inside the picture'],
    [{ x: 0.1, y: 0.95, w: 0.5, h: 0.1 }, 'The box of "Name" must lie inside the picture'],
    [{ ...box, font: 'Comic Sans' }, 'Layout font must be one of: serif, sans, script, nastaliq'],
    [{ ...box, size: 0.6 }, "Layout size must be from 0.01 to 0.5 of the picture's height"],
    [{ ...box, size: 0.001 }, "Layout size must be from 0.01 to 0.5 of the picture's height"],
    [{ ...box, color: 'red' }, 'Layout colour must be like #1a2b3c'],
    [{ ...box, color: '#12345' }, 'Layout colour must be like #1a2b3c'],
    [{ ...box, align: 'justify' }, 'Layout alignment must be one of: start, center, end'],
    [{ ...box, rotate: 90 }, 'Unknown field: rotate'],
    [{ ...box, aspect: 1 }, '"Name" is drawn as text: only photo fields take an aspect'],
    [{ x: 0.1, y: 0.2 }, 'Layout w must be a number from 0 to 1'],
    ['top left', 'Layout takes only x, y, w, h, font, size, color, align, aspect and scripts'],
  ])('refuses the text layout %j: %s', (layout, message) => {
    expect(messageOf([{ fieldName: 'Name', fieldType: 'text', layout }])).toBe(message);
  });

  it('refuses text style on a photo area and an aspect out of range', () => {
    expect(messageOf([{ fieldName: 'Photo', fieldType: 'image', layout: { ...box, font: 'serif' } }])).toBe(
      '"Photo" is a photo: its layout takes no font, size, colour or alignment',
    );
    expect(messageOf([{ fieldName: 'Photo', fieldType: 'image', layout: { ...box, aspect: 20 } }])).toBe(
      'Layout aspect must be from 0.1 to 10',
    );
  });

  it('refuses to place a colour field on the picture', () => {
    expect(messageOf([{ fieldName: 'Theme', fieldType: 'color', layout: box }])).toBe(
      '"Theme" is a color field and cannot be placed on the picture',
    );
  });
});

describe('a layout that offers both scripts', () => {
  it('is kept on a text or textarea field in a Latin font; a layout without it has no scripts key', () => {
    const result = parseFields([
      { fieldName: 'Name', fieldType: 'text', layout: { ...box, font: 'script', scripts: 'both' } },
      { fieldName: 'Wishes', fieldType: 'textarea', layout: { ...box, scripts: 'both' } },
      { fieldName: 'City', fieldType: 'text', layout: box },
    ]);
    expect(result.success && result.data.fields.map((f) => f.layout?.scripts)).toEqual([
      'both',
      'both',
      undefined,
    ]);
    expect(result.success && result.data.fields[2].layout).not.toHaveProperty('scripts');
  });

  it.each([
    ['text', { ...box, scripts: 'urdu' }, "Layout scripts must be 'both' (English and Urdu) or left out"],
    ['text', { ...box, scripts: true }, "Layout scripts must be 'both' (English and Urdu) or left out"],
    [
      'text',
      { ...box, font: 'nastaliq', scripts: 'both' },
      '"Name" offers English and Urdu: its font is the English one, so choose a font other than Nastaliq',
    ],
    ['image', { ...box, scripts: 'both' }, '"Name" is a photo: it has no script to choose'],
    [
      'date',
      { ...box, scripts: 'both' },
      '"Name" is a date field: only text and textarea fields offer a choice of script',
    ],
    [
      'dropdown',
      { ...box, scripts: 'both' },
      '"Name" is a dropdown field: only text and textarea fields offer a choice of script',
    ],
  ])('refuses on a %s field the layout %j: %s', (fieldType, layout, message) => {
    const options = fieldType === 'dropdown' ? ['Gold'] : [];
    expect(messageOf([{ fieldName: 'Name', fieldType, options, layout }])).toBe(message);
  });

  it('is kept by the staff form for text and textarea fields only (the type may change after placing)', () => {
    const layout = { ...box, font: 'serif' as const, scripts: 'both' as const };
    expect(layoutForType('textarea', layout)).toEqual(layout);
    expect(layoutForType('number', layout)).toEqual({ ...box, font: 'serif' });
    expect(layoutForType('image', layout)).toEqual(box);
  });
});
