/** A small deterministic random source: the same seed draws the same picture on every fresh start. */
export function seeded(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
export type Random = ReturnType<typeof seeded>;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A whole SVG document of the given size. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Places a drawing made for a viewBox into a box of another document. */
export function placed(
  body: string,
  box: { x: number; y: number; width: number; height: number },
  viewBox: string,
) {
  return `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/**
 * A word set large but always whole: the font size leaves a margin for the widest glyphs of any
 * sans-serif font (about 0.72 em for capitals), so nothing is ever cut off at the edge.
 */
export function fittedText(
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  maxSize: number,
  attributes: string,
): string {
  const size = Math.floor(Math.min(maxSize, maxWidth / (Math.max(text.length, 1) * 0.72)));
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" ${attributes}>${escapeXml(text)}</text>`;
}
