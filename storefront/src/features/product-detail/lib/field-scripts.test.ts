import type { CustomField } from '@shop/contracts';
import { scriptOfLocale, scriptsOfFields } from './field-scripts';

const box = { x: 0.1, y: 0.1, w: 0.8, h: 0.2 };
const fields: CustomField[] = [
  { fieldName: 'Bride', fieldType: 'text', required: true, options: [], layout: { ...box, scripts: 'both' } },
  { fieldName: 'Groom', fieldType: 'text', required: true, options: [], layout: { ...box, scripts: 'both' } },
  { fieldName: 'City', fieldType: 'text', required: false, options: [], layout: box },
];

describe('the scripts of a template’s fields', () => {
  it('start in the page’s language for blank fields that offer both, and leave out fields that do not', () => {
    expect(scriptsOfFields(fields, {}, {}, 'urdu')).toEqual({ Bride: 'urdu', Groom: 'urdu' });
    expect(scriptsOfFields(fields, {}, {}, 'latin')).toEqual({ Bride: 'latin', Groom: 'latin' });
  });

  it('follow the typed text until the shopper picks one, and then the pick', () => {
    const values = { Bride: 'Ayesha', Groom: 'بلال', City: 'Lahore' };
    expect(scriptsOfFields(fields, values, {}, 'urdu')).toEqual({ Bride: 'latin', Groom: 'urdu' });
    expect(scriptsOfFields(fields, values, { Bride: 'urdu' }, 'latin')).toEqual({
      Bride: 'urdu',
      Groom: 'urdu',
    });
  });

  it('take the page’s language from its locale', () => {
    expect(scriptOfLocale('ur')).toBe('urdu');
    expect(scriptOfLocale('en')).toBe('latin');
  });
});
