import { scriptOfLocale } from './field-scripts';

describe('the script of a template page', () => {
  it('is its locale’s language', () => {
    expect(scriptOfLocale('ur')).toBe('urdu');
    expect(scriptOfLocale('en')).toBe('latin');
  });
});
