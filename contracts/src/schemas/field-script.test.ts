import { describe, expect, it } from 'vitest';
import {
  offersScriptChoice,
  scriptedDrawing,
  scriptOfField,
  scriptOfText,
  scriptsOfFields,
  scriptsOfFilledFields,
  startingScript,
} from '../rules/field-script';
import { fieldScriptsAnswerSchema } from './field-script-answer';
import type { FieldLayoutAnswer } from './item-answers';
import { orderItemInputSchema, orderItemSchema } from './order';
import { firstIssueMessage } from './text';

const line = { id: 't1', size: 'A4', quantity: 1, customFields: { Name: 'Ayesha' } };

function messageOf(fieldScripts: unknown) {
  const result = orderItemInputSchema.safeParse({ ...line, fieldScripts });
  return result.success ? null : firstIssueMessage(result.error);
}

describe('a line’s field scripts', () => {
  it('map text fields to latin or urdu, and are optional', () => {
    const fieldScripts = { Name: 'urdu', Wishes: 'latin' };
    expect(orderItemInputSchema.parse({ ...line, fieldScripts }).fieldScripts).toEqual(fieldScripts);
    expect(orderItemInputSchema.parse(line)).not.toHaveProperty('fieldScripts');
    const stored = { ...line, kind: 'template', name: 'Name Poster', price: 900, fieldScripts };
    expect(orderItemSchema.parse(stored).fieldScripts).toEqual(fieldScripts);
  });

  it.each([
    [{ Name: 'arabic' }, "A field's script must be one of: latin, urdu"],
    [{ Name: 'Urdu' }, "A field's script must be one of: latin, urdu"],
    [{ Name: 1 }, "A field's script must be one of: latin, urdu"],
    ['urdu', 'Field scripts must map text fields to latin or urdu'],
    [['urdu'], 'Field scripts must map text fields to latin or urdu'],
    [
      Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`Field ${i}`, 'urdu'])),
      'At most 30 field scripts',
    ],
  ])('refuses %j: %s', (fieldScripts, message) => {
    expect(messageOf(fieldScripts)).toBe(message);
  });

  it('are read back from a stored cart only when every value is a script', () => {
    expect(fieldScriptsAnswerSchema.safeParse({ Name: 'urdu' }).success).toBe(true);
    expect(fieldScriptsAnswerSchema.safeParse({ Name: 'hebrew' }).success).toBe(false);
  });
});

describe('the script choice of a field', () => {
  const placed: FieldLayoutAnswer = { x: 0, y: 0, w: 1, h: 0.2 };

  it('is offered by a text or textarea field whose layout allows both, and by no other', () => {
    expect(offersScriptChoice({ fieldType: 'text', layout: { ...placed, scripts: 'both' } })).toBe(true);
    expect(offersScriptChoice({ fieldType: 'textarea', layout: { ...placed, scripts: 'both' } })).toBe(true);
    expect(offersScriptChoice({ fieldType: 'text', layout: placed })).toBe(false);
    expect(offersScriptChoice({ fieldType: 'text' })).toBe(false);
    expect(offersScriptChoice({ fieldType: 'date', layout: { ...placed, scripts: 'both' } })).toBe(false);
  });

  it.each([
    ['Ayesha', 'latin'],
    ['عائشہ', 'urdu'],
    ['12 عائشہ and Ali', 'urdu'],
    ['2026', null],
    ['', null],
  ])('reads %j as written in %s', (text, script) => {
    expect(scriptOfText(text)).toBe(script);
  });

  it('starts in the script the text is in, else in the page’s', () => {
    expect(startingScript('', 'urdu')).toBe('urdu');
    expect(startingScript('', 'latin')).toBe('latin');
    expect(startingScript('Ayesha', 'urdu')).toBe('latin');
    expect(startingScript('عائشہ', 'latin')).toBe('urdu');
  });

  it('is read as a line’s own key', () => {
    expect(scriptOfField({ Name: 'urdu' }, 'Name')).toBe('urdu');
    expect(scriptOfField({ Name: 'urdu' }, 'constructor')).toBeUndefined();
    expect(scriptOfField(undefined, 'Name')).toBeUndefined();
  });

  it('draws Urdu in Nastaliq right to left and English in the field’s font left to right, whatever the text', () => {
    expect(scriptedDrawing('serif', 'urdu', 'Ayesha')).toEqual({ font: 'nastaliq', direction: 'rtl' });
    expect(scriptedDrawing('serif', 'latin', 'عائشہ')).toEqual({ font: 'serif', direction: 'ltr' });
    expect(scriptedDrawing('serif', undefined, 'عائشہ')).toEqual({ font: 'serif', direction: 'rtl' });
    expect(scriptedDrawing('script', undefined, 'Ayesha')).toEqual({ font: 'script', direction: 'ltr' });
  });
});

describe('the scripts of a template’s fields', () => {
  const both = { x: 0, y: 0, w: 1, h: 1, scripts: 'both' as const };
  const fields = [
    { fieldName: 'Name', fieldType: 'text', layout: both },
    { fieldName: 'Wishes', fieldType: 'textarea', layout: both },
    { fieldName: 'City', fieldType: 'text' },
    { fieldName: 'Blank', fieldType: 'text', layout: both },
  ];
  const values = { Name: 'Ayesha', Wishes: 'مبارک ہو', City: 'Lahore', Blank: '  ' };

  it('take the picked script, else the text’s, else the fallback, only for filled fields that offer both', () => {
    expect(scriptsOfFilledFields(fields, values, {}, 'latin')).toEqual({ Name: 'latin', Wishes: 'urdu' });
    expect(scriptsOfFilledFields(fields, values, { Name: 'urdu' }, 'latin')).toEqual({
      Name: 'urdu',
      Wishes: 'urdu',
    });
    expect(scriptsOfFilledFields(fields, { Name: '2024' }, {}, 'urdu')).toEqual({ Name: 'urdu' });
  });

  it('start blank fields in the fallback (the page’s language), and follow the text until one is picked', () => {
    expect(scriptsOfFields(fields, {}, {}, 'urdu')).toEqual({ Name: 'urdu', Wishes: 'urdu', Blank: 'urdu' });
    expect(scriptsOfFields(fields, {}, {}, 'latin')).toEqual({
      Name: 'latin',
      Wishes: 'latin',
      Blank: 'latin',
    });
    expect(scriptsOfFields(fields, values, {}, 'urdu')).toEqual({
      Name: 'latin',
      Wishes: 'urdu',
      Blank: 'urdu',
    });
    expect(scriptsOfFields(fields, values, { Wishes: 'latin' }, 'urdu')).toEqual({
      Name: 'latin',
      Wishes: 'latin',
      Blank: 'urdu',
    });
  });

  it('read a field named like an object property as a field, blank until filled', () => {
    const named = [{ fieldName: 'constructor', fieldType: 'text', layout: { scripts: 'both' as const } }];
    expect(scriptsOfFilledFields(named, {}, {}, 'latin')).toEqual({});
    expect(scriptsOfFields(named, {}, {}, 'urdu')).toEqual({ constructor: 'urdu' });
    expect(scriptsOfFilledFields(named, { constructor: 'Ali' }, {}, 'urdu')).toEqual({
      constructor: 'latin',
    });
  });
});
