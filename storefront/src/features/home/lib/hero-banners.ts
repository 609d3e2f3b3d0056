import { HOME_HERO_IMAGE, heroBannerSources } from '@shop/contracts';

/** The six fixed hero banners of spec point 2, in order. */
export const HERO_BANNERS = [
  {
    ...HOME_HERO_IMAGE,
    alt: 'Where your memories meet unmatched quality: posters, frames, polaroids, stickers and Nikkah-Nama',
  },
  { ...heroBannerSources('posters'), alt: 'Posters: bold prints for every wall' },
  { ...heroBannerSources('frames'), alt: 'Frames in white, black, brown and golden finishes' },
  {
    ...heroBannerSources('marriage-certificate-covers'),
    alt: 'Nikkah-Nama marriage certificate covers in Urdu and English',
  },
  { ...heroBannerSources('polaroids'), alt: 'Polaroids: your moments, printed to keep' },
  { ...heroBannerSources('stickers'), alt: 'Stickers that stick, in every theme' },
] as const;

/** Spec point 9: the hero advances every 4 s; the slide transition lasts 0.5 s (in the CSS). */
export const HERO_ADVANCE_MS = 4000;
