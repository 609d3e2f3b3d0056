import { describe, expect, it } from 'vitest';
import { type CatalogueChoice, lineInput, matchingChoices, newLine, unitPriceOf } from './order-lines';

const template: CatalogueChoice = {
  id: 'tpl1',
  kind: 'template',
  name: 'Family Portrait',
  stock: 4,
  sizes: [
    { size: 'A4', actualPrice: 800, discountedPrice: 700 },
    { size: 'A3', actualPrice: 1200, discountedPrice: null },
  ],
  frameColors: [],
  fields: [
    { fieldName: 'Name', fieldType: 'text', required: true, options: [] },
    { fieldName: 'Photo', fieldType: 'image', required: false, options: [] },
  ],
};

describe('the lines of an order staff take', () => {
  it('finds items by any part of their name, and nothing before something is typed', () => {
    expect(matchingChoices([template], 'portr').map((c) => c.id)).toEqual(['tpl1']);
    expect(matchingChoices([template], 'poster')).toEqual([]);
    expect(matchingChoices([template], '  ')).toEqual([]);
  });

  it('prices a piece at the discounted price of its size, else the actual price', () => {
    const line = newLine(template, 'a');
    expect(unitPriceOf(line)).toBe(700);
    expect(unitPriceOf({ ...line, sizeIndex: 1 })).toBe(1200);
  });

  it('sends the size by label and position, and leaves blank custom values out', () => {
    const line = {
      ...newLine(template, 'a'),
      sizeIndex: 1,
      quantity: 2,
      values: { Name: 'Ayesha', Photo: ' ' },
    };
    expect(lineInput(line)).toEqual({
      id: 'tpl1',
      name: 'Family Portrait',
      size: 'A3',
      sizeIndex: 1,
      frame: null,
      quantity: 2,
      customFields: { Name: 'Ayesha' },
    });
    expect(lineInput(newLine(template, 'b'))).not.toHaveProperty('customFields');
  });

  it('sends the script of each filled field that offers English or Urdu: picked, else its text’s', () => {
    const both = { x: 0, y: 0, w: 1, h: 1, scripts: 'both' as const };
    const twoScripts: CatalogueChoice = {
      ...template,
      fields: [
        { fieldName: 'Name', fieldType: 'text', required: true, options: [], layout: both },
        { fieldName: 'Wishes', fieldType: 'text', required: false, options: [], layout: both },
        { fieldName: 'City', fieldType: 'text', required: false, options: [] },
      ],
    };
    const line = {
      ...newLine(twoScripts, 'a'),
      values: { Name: 'Ayesha', Wishes: '', City: 'Lahore' },
      scripts: { Name: 'urdu' as const },
    };
    expect(lineInput(line).fieldScripts).toEqual({ Name: 'urdu' });
    expect(lineInput({ ...line, scripts: {} }).fieldScripts).toEqual({ Name: 'latin' });
    expect(
      lineInput({ ...line, values: { ...line.values, Name: 'عائشہ' }, scripts: {} }).fieldScripts,
    ).toEqual({
      Name: 'urdu',
    });
    expect(lineInput(newLine(template, 'b'))).not.toHaveProperty('fieldScripts');
  });
});
