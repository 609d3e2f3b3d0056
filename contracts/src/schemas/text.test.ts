import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, optionalText, requiredText } from './text';

const name = requiredText('Name', 100);
const size = optionalText('Size', 60);
const NOT_ALLOWED =
  'Name contains characters that are not allowed (text-direction controls or broken characters)';

describe('texts of the shop', () => {
  it('refuse right-to-left overrides and the other bidi embedding, override and isolate controls', () => {
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      const result = name.safeParse(`Ayesha${control}gpj.exe`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(NOT_ALLOWED);
    }
    expect(size.safeParse('A4\u202E').success).toBe(false);
  });

  it('refuse unpaired UTF-16 surrogates, high or low', () => {
    expect(name.safeParse('Ali \uD83D').success).toBe(false);
    expect(name.safeParse('\uDE00 Ali').success).toBe(false);
    expect(hasUnsafeCharacters('a\uDC00\uD800b')).toBe(true);
  });

  it('keep Urdu and Arabic names, emoji (paired surrogates) and the plain direction marks', () => {
    for (const text of ['عائشہ خان', 'Ali 😀', 'مرحبا\u200F Ali\u200E', 'Zoë Ørsted']) {
      expect(name.parse(text)).toBe(text);
      expect(hasUnsafeCharacters(text)).toBe(false);
    }
  });
});
