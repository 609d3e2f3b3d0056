import sharp from 'sharp';
import type { CheckedImage } from '../images/image-bytes';
import { seeded, svgDocument } from './demo-art/canvas';
import { PALETTES } from './demo-art/palettes';
import type { PosterStyle } from './demo-art/poster-art';
import { type Artwork, inRoom, onWall } from './demo-art/scenes';
import { nikkahNama, polaroidSet, poster, stickerSheet } from './demo-art/shop-items';

/** What a demo picture needs to know about its item. */
export interface PictureSubject {
  name: string;
  category: string;
  subCategory: string;
  hasFrame: boolean;
  frameColors: string[];
}

const STYLES: Record<string, PosterStyle> = {
  'ABSTRACT ART': 'abstract',
  ARCHITECTURE: 'geometric',
  ISLAMIC: 'star-pattern',
  SPACE: 'space',
  VINTAGE: 'geometric',
  CLASSIC: 'abstract',
  'DIGITAL PAINTING': 'abstract',
  FLORAL: 'floral',
  SUFISM: 'calligraphic',
  CARS: 'geometric',
  BIKES: 'geometric',
};

/** Short words for the typographic posters: set large, always whole. */
const WORDS: Record<string, string> = {
  'GYM FITNESS': 'NO PAIN NO GAIN',
  MOTIVATIONAL: 'DREAM BIG',
  MUSICAL: 'PLAY IT LOUD',
  BTS: 'PURPLE',
  EDUCTAION: 'READ LEARN GROW',
  CRICKET: 'HOWZAT',
  GUNS: 'AIM HIGH',
  'FORMULA 1': 'FULL THROTTLE',
  'MOTO GP': 'RIDE FAST',
  NBA: 'SLAM DUNK',
  ANIME: 'KAWAII',
  CARTOON: 'HELLO',
  FOOTBALL: 'GOAL',
  CELEBRITIES: 'ICON',
  ARMY: 'COURAGE',
  COMICS: 'POW',
  MOVIE: 'NOW SHOWING',
  'TV SERIES': 'NEXT EPISODE',
};

const WALLS = ['#efe9e1', '#dfe7e4', '#ece3d6', '#e3e4ea', '#f2e8e3', '#dde3d5'];
const SOFAS = ['#46607a', '#8c5a3c', '#5b6b4a', '#7a1f2b', '#4a4a52', '#b59a6d'];

function artworkOf(subject: PictureSubject, index: number): Artwork {
  const random = seeded(index + 1);
  const palette = PALETTES[index % PALETTES.length];
  if (subject.category === 'Polaroids') return polaroidSet(rotated(index), random);
  if (subject.category === 'Stickers') return stickerSheet(rotated(index), random);
  if (subject.category === 'Nikkah-Nama') return nikkahNama(palette, subject.subCategory);
  if (/name poster/i.test(subject.name)) return poster('typographic', palette, random, 'YOUR NAME');
  if (/jersey/i.test(subject.name)) return poster('typographic', palette, random, 'PLAYER 10');
  const style = STYLES[subject.subCategory];
  if (style) return poster(style, palette, random, '');
  const word = WORDS[subject.subCategory];
  return word ? poster('typographic', palette, random, word) : poster('abstract', palette, random, '');
}

function rotated(index: number) {
  return PALETTES.map((_, i) => PALETTES[(i + index) % PALETTES.length]);
}

/** Posters sold unframed hang bare; frames, framed posters and certificates show the first frame colour offered. */
function frameOf(subject: PictureSubject, index: number): string | null {
  if (subject.category === 'Polaroids' || subject.category === 'Stickers' || subject.category === 'Posters')
    return null;
  if (!subject.hasFrame || subject.frameColors.length === 0) return null;
  return subject.frameColors[index % subject.frameColors.length];
}

async function render(svg: string): Promise<CheckedImage> {
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
  return { bytes, mime: 'image/webp', ext: '.webp' };
}

/** The SVG of a demo item's two pictures: the item itself and the item in a room. */
export function demoPictureSvgs(subject: PictureSubject, index: number): { itself: string; room: string } {
  const art = artworkOf(subject, index);
  const frame = frameOf(subject, index);
  const wall = WALLS[index % WALLS.length];
  const itself =
    frame || subject.category === 'Posters'
      ? svgDocument(600, 800, onWall(art, frame, wall))
      : svgDocument(
          Math.round(800 * Math.min(art.ratio, 1)),
          Math.round(800 / Math.max(art.ratio, 1)),
          art.body,
        );
  const room = svgDocument(1200, 800, inRoom(art, frame, wall, SOFAS[index % SOFAS.length]));
  return { itself, room };
}

/**
 * The two pictures of a demo item, drawn locally (no download): the item itself, in its real aspect
 * ratio and frame, and the item hanging in a room. Nothing but short words that fit is printed on them.
 */
export async function demoPictures(subject: PictureSubject, index: number): Promise<CheckedImage[]> {
  const { itself, room } = demoPictureSvgs(subject, index);
  return Promise.all([render(itself), render(room)]);
}
