import { fittedText, type Random } from './canvas';
import type { Palette } from './palettes';

/** The compositions of the demo posters, each drawn on a 600 x 800 (portrait, 3:4) sheet. */
export type PosterStyle =
  | 'geometric'
  | 'abstract'
  | 'typographic'
  | 'calligraphic'
  | 'star-pattern'
  | 'space'
  | 'floral';

const W = 600;
const H = 800;

function geometric(p: Palette, r: Random): string {
  const cells: string[] = [];
  const size = 150;
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      const x = 75 + col * size;
      const y = 100 + row * size;
      const colour = r.pick([...p.accents, p.ink]);
      const shape = Math.floor(r.next() * 4);
      if (shape === 0) cells.push(`<circle cx="${x + 75}" cy="${y + 75}" r="62" fill="${colour}"/>`);
      else if (shape === 1)
        cells.push(
          `<path d="M${x} ${y + size}A${size} ${size} 0 0 1 ${x + size} ${y}L${x + size} ${y + size}Z" fill="${colour}"/>`,
        );
      else if (shape === 2)
        cells.push(
          `<rect x="${x + 14}" y="${y + 14}" width="${size - 28}" height="${size - 28}" fill="${colour}"/>`,
        );
      else
        cells.push(
          `<path d="M${x} ${y + size}L${x + size / 2} ${y}L${x + size} ${y + size}Z" fill="${colour}"/>`,
        );
    }
  }
  return `<rect width="${W}" height="${H}" fill="${p.paper}"/>${cells.join('')}<rect x="75" y="100" width="450" height="600" fill="none" stroke="${p.ink}" stroke-width="4"/>`;
}

function abstract(p: Palette, r: Random): string {
  const blobs = p.accents
    .map((colour, i) => {
      const cx = r.between(120, 480);
      const cy = 160 + i * 220 + r.between(-40, 40);
      const rx = r.between(140, 230);
      const ry = r.between(90, 160);
      return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${colour}" fill-opacity="0.85" transform="rotate(${r.between(-35, 35).toFixed(0)} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`;
    })
    .join('');
  const lines = Array.from({ length: 5 }, (_, i) => {
    const y = 120 + i * 140;
    return `<path d="M40 ${y}C200 ${y - 80} 380 ${y + 80} 560 ${y}" fill="none" stroke="${p.ink}" stroke-width="3" stroke-opacity="0.6"/>`;
  }).join('');
  return `<rect width="${W}" height="${H}" fill="${p.paper}"/>${blobs}${lines}<circle cx="${r.between(150, 450).toFixed(0)}" cy="${r.between(150, 650).toFixed(0)}" r="38" fill="${p.ink}"/>`;
}

function typographic(p: Palette, r: Random, word: string): string {
  const words = word.split(' ');
  const stripes = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="0" y="${i * 100}" width="${W}" height="50" fill="${p.accents[i % 3]}" fill-opacity="0.16"/>`,
  ).join('');
  const lineHeight = Math.min(150, 520 / words.length);
  const top = 400 - (lineHeight * (words.length - 1)) / 2;
  const lines = words
    .map((w, i) =>
      fittedText(
        w,
        300,
        top + i * lineHeight + lineHeight * 0.3,
        480,
        lineHeight * 0.95,
        `font-family="sans-serif" font-weight="900" fill="${i % 2 ? p.accents[0] : p.ink}"`,
      ),
    )
    .join('');
  return `<rect width="${W}" height="${H}" fill="${p.paper}"/>${stripes}<rect x="40" y="40" width="520" height="720" fill="none" stroke="${p.ink}" stroke-width="6"/>${lines}<circle cx="${r.between(100, 500).toFixed(0)}" cy="700" r="18" fill="${p.accents[1]}"/>`;
}

function calligraphic(p: Palette, r: Random): string {
  // Brush-like strokes in the manner of a calligraphy panel: thick curved sweeps with dots.
  const strokes = Array.from({ length: 6 }, (_, i) => {
    const y = 230 + i * 60;
    const x1 = r.between(110, 200);
    const x2 = r.between(400, 490);
    const lift = r.between(60, 140);
    return `<path d="M${x1.toFixed(0)} ${y}C${(x1 + 60).toFixed(0)} ${y - lift} ${(x2 - 60).toFixed(0)} ${y + lift} ${x2.toFixed(0)} ${y - 20}" fill="none" stroke="${i % 2 ? p.accents[0] : p.ink}" stroke-width="${(14 - i).toFixed(0)}" stroke-linecap="round"/>`;
  }).join('');
  const dots = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${r.between(150, 450).toFixed(0)}" cy="${r.between(180, 620).toFixed(0)}" r="9" fill="${p.ink}"/>`,
  ).join('');
  const arch = `<path d="M100 720V300A200 200 0 0 1 500 300V720Z" fill="none" stroke="${p.accents[1]}" stroke-width="10"/><path d="M125 700V305A175 175 0 0 1 475 305V700Z" fill="none" stroke="${p.accents[1]}" stroke-width="3"/>`;
  return `<rect width="${W}" height="${H}" fill="${p.paper}"/>${arch}${strokes}${dots}`;
}

function starPattern(p: Palette): string {
  // An eight-point star tessellation, the classic girih of Islamic geometric art.
  const tiles: string[] = [];
  const s = 100;
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 7; col++) {
      const cx = col * s;
      const cy = row * s;
      const colour = (row + col) % 2 ? p.accents[0] : p.accents[2];
      tiles.push(
        `<g transform="translate(${cx} ${cy})"><rect x="-32" y="-32" width="64" height="64" fill="${colour}"/><rect x="-32" y="-32" width="64" height="64" fill="${p.accents[1]}" transform="rotate(45)"/><circle r="16" fill="${p.paper}"/></g>`,
      );
    }
  }
  return `<rect width="${W}" height="${H}" fill="${p.paper}"/>${tiles.join('')}<rect x="60" y="60" width="480" height="680" fill="none" stroke="${p.ink}" stroke-width="14"/>`;
}

function space(p: Palette, r: Random): string {
  const stars = Array.from(
    { length: 90 },
    () =>
      `<circle cx="${r.between(0, W).toFixed(0)}" cy="${r.between(0, H).toFixed(0)}" r="${r.between(0.8, 2.6).toFixed(1)}" fill="#fff" fill-opacity="${r.between(0.4, 1).toFixed(2)}"/>`,
  ).join('');
  return `<defs><radialGradient id="planet" cx="0.35" cy="0.35"><stop offset="0" stop-color="${p.accents[1]}"/><stop offset="1" stop-color="${p.accents[0]}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="#0b1026"/>${stars}<circle cx="300" cy="380" r="170" fill="url(#planet)"/><ellipse cx="300" cy="380" rx="270" ry="54" fill="none" stroke="${p.accents[2]}" stroke-width="12" transform="rotate(-18 300 380)"/><circle cx="470" cy="150" r="34" fill="${p.paper}" fill-opacity="0.9"/>`;
}

function floral(p: Palette, r: Random): string {
  const flowers = Array.from({ length: 7 }, (_, i) => {
    const cx = r.between(120, 480);
    const cy = 140 + i * 90 + r.between(-20, 20);
    const petal = r.between(36, 62);
    const colour = p.accents[i % 3];
    const petals = Array.from(
      { length: 6 },
      (_, k) =>
        `<ellipse cx="0" cy="${-petal}" rx="${(petal * 0.55).toFixed(0)}" ry="${petal.toFixed(0)}" fill="${colour}" transform="rotate(${k * 60})"/>`,
    ).join('');
    return `<path d="M${cx.toFixed(0)} ${cy.toFixed(0)}Q${(cx + 40).toFixed(0)} ${(cy + 120).toFixed(0)} ${cx.toFixed(0)} 800" stroke="${p.ink}" stroke-width="4" fill="none"/><g transform="translate(${cx.toFixed(0)} ${cy.toFixed(0)})">${petals}<circle r="${(petal * 0.45).toFixed(0)}" fill="${p.paper}"/></g>`;
  }).join('');
  return `<rect width="${W}" height="${H}" fill="${p.paper}"/>${flowers}`;
}

/** A poster's picture: the composition of its style in a palette, with a word for typographic ones. */
export function posterArt(style: PosterStyle, palette: Palette, random: Random, word = ''): string {
  switch (style) {
    case 'geometric':
      return geometric(palette, random);
    case 'abstract':
      return abstract(palette, random);
    case 'typographic':
      return typographic(palette, random, word);
    case 'calligraphic':
      return calligraphic(palette, random);
    case 'star-pattern':
      return starPattern(palette);
    case 'space':
      return space(palette, random);
    case 'floral':
      return floral(palette, random);
  }
}
