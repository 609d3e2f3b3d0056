import { fittedText, type Random } from './canvas';
import type { Palette } from './palettes';
import { posterArt } from './poster-art';
import type { Artwork } from './scenes';

/** Five polaroid prints scattered on a table, each with a little photograph of its own (800 x 600). */
export function polaroidSet(palettes: Palette[], random: Random): Artwork {
  const cards = palettes.slice(0, 5).map((palette, i) => {
    const x = 40 + (i % 3) * 250 + random.between(-15, 15);
    const y = i < 3 ? 40 : 300;
    const angle = random.between(-9, 9).toFixed(1);
    const photo = `<rect width="180" height="180" fill="${palette.accents[2]}"/><circle cx="${random.between(50, 130).toFixed(0)}" cy="70" r="30" fill="${palette.accents[1]}"/><path d="M0 180L60 100L100 140L140 80L180 180Z" fill="${palette.accents[0]}"/><rect y="150" width="180" height="30" fill="${palette.ink}" fill-opacity="0.3"/>`;
    return `<g transform="translate(${x.toFixed(0)} ${y}) rotate(${angle} 105 125)"><rect x="6" y="8" width="210" height="250" fill="#000" fill-opacity="0.18"/><rect width="210" height="250" fill="#fdfdfb"/><svg x="15" y="15" width="180" height="180" viewBox="0 0 180 180">${photo}</svg></g>`;
  });
  return {
    body: `<rect width="800" height="600" fill="#e8dccb"/>${cards.join('')}`,
    viewBox: '0 0 800 600',
    ratio: 800 / 600,
  };
}

type StickerDraw = (colour: string) => string;
const STICKERS: StickerDraw[] = [
  (c) => `<path d="M0-60L17-20L60-18L26 10L38 55L0 30L-38 55L-26 10L-60-18L-17-20Z" fill="${c}"/>`,
  (c) => `<path d="M0 50C-70 0-50-60 0-30C50-60 70 0 0 50Z" fill="${c}"/>`,
  (c) => `<path d="M10-62L-36 8H-4L-14 62L36-10H4Z" fill="${c}"/>`,
  (c) =>
    `<circle r="52" fill="${c}"/><circle cx="-18" cy="-12" r="7" fill="#222"/><circle cx="18" cy="-12" r="7" fill="#222"/><path d="M-24 14Q0 38 24 14" stroke="#222" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  (c) =>
    `<path d="M-60 30A60 60 0 0 1 60 30" stroke="${c}" stroke-width="16" fill="none"/><path d="M-40 30A40 40 0 0 1 40 30" stroke="#fff" stroke-width="14" fill="none" stroke-opacity="0.6"/>`,
  (c) => `<path d="M-50 20a28 28 0 0 1 10-50a34 34 0 0 1 62-6a26 26 0 0 1 30 56z" fill="${c}"/>`,
];

/** A sheet of die-cut vinyl stickers with white borders (600 x 800). */
export function stickerSheet(palettes: Palette[], random: Random): Artwork {
  const stickers: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      const draw = STICKERS[(row * 3 + col) % STICKERS.length];
      const colour = palettes[(row + col) % palettes.length].accents[(row * 3 + col) % 3];
      const x = 110 + col * 190;
      const y = 120 + row * 185;
      const angle = random.between(-15, 15).toFixed(0);
      const shape = draw(colour);
      stickers.push(
        `<g transform="translate(${x} ${y}) rotate(${angle})"><g transform="translate(4 6)" opacity="0.2">${draw('#000')}</g><g stroke="#fff" stroke-width="14" stroke-linejoin="round">${draw('#fff')}</g>${shape}</g>`,
      );
    }
  }
  return {
    body: `<rect width="600" height="800" fill="#f6f4ef"/><rect x="20" y="20" width="560" height="760" rx="18" fill="#fff" stroke="#ddd" stroke-width="2"/>${stickers.join('')}`,
    viewBox: '0 0 600 800',
    ratio: 600 / 800,
  };
}

/** A Nikkah-Nama certificate: cream card, a gold double border with a repeating motif and corner rosettes. */
export function nikkahNama(palette: Palette, language: string): Artwork {
  const gold = '#b8912f';
  const motif = (x: number, y: number) =>
    `<path d="M${x} ${y - 7}L${x + 7} ${y}L${x} ${y + 7}L${x - 7} ${y}Z" fill="${gold}"/>`;
  const border: string[] = [];
  for (let x = 70; x <= 530; x += 24) border.push(motif(x, 48), motif(x, 752));
  for (let y = 72; y <= 728; y += 24) border.push(motif(48, y), motif(552, y));
  const rosette = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})">${Array.from({ length: 8 }, (_, k) => `<ellipse cy="-16" rx="7" ry="16" fill="${palette.accents[0]}" transform="rotate(${k * 45})"/>`).join('')}<circle r="8" fill="${gold}"/></g>`;
  const line = (y: number, label: string) =>
    `<text x="110" y="${y - 8}" font-family="serif" font-size="18" fill="#6b5a3c">${label}</text><line x1="110" y1="${y}" x2="490" y2="${y}" stroke="#8c7a58" stroke-width="1.5"/>`;
  const body = `<rect width="600" height="800" fill="#fbf4e2"/>
<rect x="30" y="30" width="540" height="740" fill="none" stroke="${gold}" stroke-width="6"/>
<rect x="66" y="66" width="468" height="668" fill="none" stroke="${gold}" stroke-width="2"/>
${border.join('')}${rosette(48, 48)}${rosette(552, 48)}${rosette(48, 752)}${rosette(552, 752)}
<path d="M170 272Q300 292 430 272" fill="none" stroke="${gold}" stroke-width="3"/>
${fittedText('Nikkah Nama', 300, 190, 360, 58, `font-family="serif" font-weight="700" fill="${palette.accents[0]}"`)}
${fittedText(language.toUpperCase() === 'URDU' ? 'Urdu edition' : 'English edition', 300, 245, 300, 22, 'font-family="serif" font-style="italic" fill="#6b5a3c"')}
${line(330, 'Bride')}${line(400, 'Groom')}${line(470, 'Date of Nikkah')}${line(540, 'Witnesses')}
<circle cx="300" cy="640" r="46" fill="none" stroke="${gold}" stroke-width="4"/><circle cx="300" cy="640" r="36" fill="${palette.accents[0]}" fill-opacity="0.85"/>`;
  return { body, viewBox: '0 0 600 800', ratio: 600 / 800 };
}

/** A poster's artwork. */
export function poster(
  style: Parameters<typeof posterArt>[0],
  palette: Palette,
  random: Random,
  word: string,
): Artwork {
  return { body: posterArt(style, palette, random, word), viewBox: '0 0 600 800', ratio: 600 / 800 };
}
