import fs from 'node:fs';
import path from 'node:path';

const SOURCES = path.resolve(__dirname, '..');
const STAFF_AREA = path.join(SOURCES, 'features', 'admin');

/** Declarations that fix a side, where Urdu pages need the mirrored one: left/right and their kin. */
const PHYSICAL = [
  /\b(margin|padding|border)-(left|right)\b/,
  /\bborder-(top|bottom)-(left|right)-radius\b/,
  /(^|[\s;{])(left|right)\s*:/,
  /\b(text-align|float|clear)\s*:\s*(left|right)\b/,
];
/** Centring on the middle (`left: 50%` with a translate of -50%) reads the same both ways. */
const CENTRED = /(^|[\s;{])left\s*:\s*50%/;

function cssFilesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return file === STAFF_AREA ? [] : cssFilesUnder(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

describe('the public pages’ styles', () => {
  it('lay out with logical properties, so the Urdu pages mirror without a copy of their own', () => {
    const physical = cssFilesUnder(SOURCES).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(SOURCES, file)}:${index + 1}` }))
        .filter(({ line }) => PHYSICAL.some((rule) => rule.test(line)) && !CENTRED.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(physical).toEqual([]);
  });
});
