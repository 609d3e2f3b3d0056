import { placed } from './canvas';
import { FRAME_COLOURS } from './palettes';

export interface Artwork {
  body: string;
  viewBox: string;
  /** Width over height of the artwork. */
  ratio: number;
}

/** The artwork inside a frame of the shop's colour (no frame: the bare print with a thin shadow). */
function framedArt(art: Artwork, x: number, y: number, width: number, frame: string | null): string {
  const height = width / art.ratio;
  const shadow = `<rect x="${x + 8}" y="${y + 14}" width="${width}" height="${height}" fill="#000" fill-opacity="0.18" rx="2"/>`;
  if (!frame) return `${shadow}${placed(art.body, { x, y, width, height }, art.viewBox)}`;
  const colours = FRAME_COLOURS[frame] ?? FRAME_COLOURS.Black;
  const border = Math.round(width * 0.06);
  const mat = Math.round(width * 0.07);
  const outer = {
    x: x - border - mat,
    y: y - border - mat,
    w: width + 2 * (border + mat),
    h: height + 2 * (border + mat),
  };
  return `<rect x="${outer.x + 10}" y="${outer.y + 16}" width="${outer.w}" height="${outer.h}" fill="#000" fill-opacity="0.22"/>
<rect x="${outer.x}" y="${outer.y}" width="${outer.w}" height="${outer.h}" fill="${colours.face}"/>
<rect x="${outer.x + 3}" y="${outer.y + 3}" width="${outer.w - 6}" height="${outer.h - 6}" fill="none" stroke="${colours.edge}" stroke-width="3"/>
<rect x="${x - mat}" y="${y - mat}" width="${width + 2 * mat}" height="${height + 2 * mat}" fill="#fbf8f1"/>
${placed(art.body, { x, y, width, height }, art.viewBox)}`;
}

/** The item itself: the print, framed when it is sold framed, hanging on a plain wall (600 x 800). */
export function onWall(art: Artwork, frame: string | null, wall: string): string {
  const width = frame ? 380 : 440;
  const height = width / art.ratio;
  return `<rect width="600" height="800" fill="${wall}"/><rect y="740" width="600" height="60" fill="#000" fill-opacity="0.06"/>${framedArt(art, (600 - width) / 2, (760 - height) / 2, width, frame)}`;
}

/** The item in a living room, above a sofa beside a plant (1200 x 800): the gallery's second picture. */
export function inRoom(art: Artwork, frame: string | null, wall: string, sofa: string): string {
  const width = art.ratio > 1 ? 420 : 260;
  const height = width / art.ratio;
  const top = Math.max(70, 380 - height);
  return `<rect width="1200" height="800" fill="${wall}"/>
<rect y="640" width="1200" height="160" fill="#b48a60"/><rect y="640" width="1200" height="8" fill="#000" fill-opacity="0.12"/>
${framedArt(art, 600 - width / 2, top, width, frame)}
<rect x="330" y="470" width="540" height="130" rx="30" fill="${sofa}"/>
<rect x="300" y="520" width="600" height="110" rx="34" fill="${sofa}"/><rect x="300" y="520" width="600" height="110" rx="34" fill="#000" fill-opacity="0.08"/>
<rect x="340" y="628" width="16" height="32" fill="#3b2a1e"/><rect x="844" y="628" width="16" height="32" fill="#3b2a1e"/>
<rect x="380" y="490" width="110" height="70" rx="18" fill="#fff" fill-opacity="0.35"/>
<path d="M1010 640h90l-14-110h-62z" fill="#c0643f"/>
<path d="M1055 530C1000 470 990 400 1030 360M1055 530C1080 450 1120 420 1150 400M1055 530C1050 450 1060 380 1075 330" stroke="#3e6b48" stroke-width="16" fill="none" stroke-linecap="round"/>
<ellipse cx="1030" cy="362" rx="26" ry="14" fill="#4f8a5b"/><ellipse cx="1148" cy="402" rx="26" ry="14" fill="#4f8a5b"/><ellipse cx="1075" cy="332" rx="26" ry="14" fill="#4f8a5b"/>
<path d="M120 640V420h10v220z" fill="#2f2f2f"/><path d="M80 420h90l-20-70h-50z" fill="#f3e3c3"/>`;
}
