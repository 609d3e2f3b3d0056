// `npm run subset-urdu-font -w scripts`: writes the Urdu pages' font, Noto Naskh Arabic cut down to the
// Arabic block Urdu is written in (U+0600-06FF) and the joiners and marks Urdu text uses, into
// storefront/src/lib/i18n/fonts/. The whole Arabic-script file is 53 KB, of which an Urdu page needs half
// (decision 0068). Run it again after updating @fontsource/noto-naskh-arabic. Needs Debian's fontTools
// (python3-fonttools, python3-brotli), installed with apt when missing (as root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { aptInstall } from '../lib/apt.mjs';

const require = createRequire(import.meta.url);
const { URDU_FONT_RANGES }: typeof import('@shop/contracts') = require('@shop/contracts');

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const source = path.join(
  root,
  'node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2',
);
const fontsDir = path.join(root, 'storefront/src/lib/i18n/fonts');
const target = path.join(fontsDir, 'noto-naskh-urdu-400.woff2');

/** Debian's python has fontTools once its packages are installed (not a pyenv python on the PATH). */
const PYTHON = '/usr/bin/python3';

function hasFontTools(): boolean {
  try {
    execFileSync(PYTHON, ['-c', 'import fontTools.subset, brotli'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!hasFontTools()) {
  aptInstall('python3-fonttools');
  aptInstall('python3-brotli');
}
execFileSync(
  PYTHON,
  [
    '-m',
    'fontTools.subset',
    source,
    `--unicodes=${URDU_FONT_RANGES.join(',')}`,
    '--layout-features=*',
    '--flavor=woff2',
    `--output-file=${target}`,
  ],
  { stdio: 'inherit' },
);
fs.copyFileSync(
  path.join(root, 'node_modules/@fontsource/noto-naskh-arabic/LICENSE'),
  path.join(fontsDir, 'OFL.txt'),
);
console.log(`${path.relative(root, target)}: ${fs.statSync(target).size} bytes`);
