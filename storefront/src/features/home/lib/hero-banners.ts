import { HOME_HERO_IMAGE } from '@shop/contracts';

/** The six fixed hero banners of spec point 2, in order. */
export const HERO_BANNERS = [
  {
    src: HOME_HERO_IMAGE,
    alt: 'Where your memories meet unmatched quality: posters, frames, polaroids, stickers and Nikkah-Nama',
  },
  { src: '/images/banners/posters.svg', alt: 'Posters: bold prints for every wall' },
  { src: '/images/banners/frames.svg', alt: 'Frames in white, black, brown and golden finishes' },
  {
    src: '/images/banners/marriage-certificate-covers.svg',
    alt: 'Nikkah-Nama marriage certificate covers in Urdu and English',
  },
  { src: '/images/banners/polaroids.svg', alt: 'Polaroids: your moments, printed to keep' },
  { src: '/images/banners/stickers.svg', alt: 'Stickers that stick, in every theme' },
] as const;

export const HERO_BANNER_WIDTH = 1600;
export const HERO_BANNER_HEIGHT = 700;
/** Spec point 9: the hero advances every 4 s; the slide transition lasts 0.5 s (in the CSS). */
export const HERO_ADVANCE_MS = 4000;
