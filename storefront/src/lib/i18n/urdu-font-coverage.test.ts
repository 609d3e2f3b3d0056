import fs from 'node:fs';
import path from 'node:path';
import { URDU_FONT_RANGES } from '@shop/contracts';
import urduPages from '@/locales/pages/ur.json';
import urdu from '@/locales/ur.json';

const ranges = URDU_FONT_RANGES.map((range) => {
  const [from, to = from] = range.replace('U+', '').split('-');
  return { from: Number.parseInt(from, 16), to: Number.parseInt(to, 16) };
});
const inFont = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return ranges.some(({ from, to }) => code >= from && code <= to);
};

describe('the Urdu pages’ own font file (decision 0068)', () => {
  it('holds every Arabic-script letter and mark of the Urdu catalogues', () => {
    const texts = [...Object.values(urdu), ...Object.values(urduPages)].join('');
    const arabicScript = new Set(texts.match(/[\p{Script=Arabic}\u200c-\u200f]/gu));
    expect(arabicScript.size).toBeGreaterThan(40);
    const missing = [...arabicScript].filter((character) => !inFont(character));
    expect(missing.map((character) => `U+${character.codePointAt(0)?.toString(16)}`)).toEqual([]);
  });

  it('is declared for exactly the characters it holds', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'urdu-typeface.css'), 'utf8');
    expect(css).toContain(`unicode-range: ${URDU_FONT_RANGES.join(', ')};`);
    expect(
      fs.statSync(path.join(import.meta.dirname, 'fonts', 'noto-naskh-urdu-400.woff2')).size,
    ).toBeLessThan(30_000);
  });
});
