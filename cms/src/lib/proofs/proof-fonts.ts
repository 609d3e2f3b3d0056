import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { LayoutFont } from '@shop/contracts';
import sharp from 'sharp';
import { decompress } from 'wawoff2';

const packages = createRequire(__filename);

/** The families of the shop's fonts as the font files name them (the storefront's preview uses the same). */
export const PROOF_FONT_FAMILIES: Record<LayoutFont, string> = {
  serif: 'Lora',
  sans: 'Noto Sans',
  script: 'Great Vibes',
  nastaliq: 'Noto Nastaliq Urdu',
};

/** Urdu letters in a Latin font fall back to Nastaliq, as in the preview, so mixed text joins right. */
export const URDU_FALLBACK_FAMILY = PROOF_FONT_FAMILIES.nastaliq;

/**
 * The @fontsource files the storefront ships (storefront/src/lib/field-layout/layout-fonts.ts): the
 * Latin subset of the three Latin fonts, Nastaliq with its Arabic-script and Latin subsets.
 */
const FONT_FILES: readonly [pkg: string, file: string][] = [
  ['lora', 'lora-latin-400-normal'],
  ['noto-sans', 'noto-sans-latin-400-normal'],
  ['great-vibes', 'great-vibes-latin-400-normal'],
  ['noto-nastaliq-urdu', 'noto-nastaliq-urdu-arabic-400-normal'],
  ['noto-nastaliq-urdu', 'noto-nastaliq-urdu-latin-400-normal'],
  ['noto-nastaliq-urdu', 'noto-nastaliq-urdu-latin-ext-400-normal'],
];

/**
 * A font as a TrueType file on disk: the packages ship WOFF and WOFF2 only, which the FreeType inside
 * sharp's prebuilt libvips does not open, so the WOFF2 is decompressed once per host, into a file named
 * by its bytes' hash, written whole and renamed (processes may race).
 */
async function trueTypeFile(pkg: string, file: string): Promise<string> {
  const woff2 = await fs.readFile(
    path.join(path.dirname(packages.resolve(`@fontsource/${pkg}/package.json`)), 'files', `${file}.woff2`),
  );
  const hash = crypto.createHash('sha256').update(woff2).digest('hex').slice(0, 16);
  const target = path.join(os.tmpdir(), 'shop-proof-fonts', `${file}-${hash}.ttf`);
  const exists = await fs.stat(target).then(
    (stat) => stat.size > 0,
    () => false,
  );
  if (exists) return target;
  await fs.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${crypto.randomUUID()}.part`;
  await fs.writeFile(partial, await decompress(woff2));
  await fs.rename(partial, target);
  return target;
}

/**
 * Makes the shop's fonts known to sharp's text renderer, once per process: rendering a letter with a
 * `fontfile` adds that file to the process's fonts (libvips keeps it), where every later text finds it
 * by family, fallbacks included.
 */
async function loadFonts(): Promise<void> {
  for (const [pkg, file] of FONT_FILES) {
    const fontfile = await trueTypeFile(pkg, file);
    await sharp({ text: { text: '.', fontfile } })
      .png()
      .toBuffer();
  }
}

let loaded: Promise<void> | null = null;

export function loadProofFonts(): Promise<void> {
  if (!loaded) {
    loaded = loadFonts().catch((error) => {
      loaded = null;
      throw error;
    });
  }
  return loaded;
}
