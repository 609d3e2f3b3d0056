import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { BANNER_UID } from '../content-types';
import { documentsOf } from '../documents';
import { bannerPicture } from '../images/banner-picture';
import { storeImage } from '../images/image-store';

/** The six slides of spec point 2, in order: a fresh shop's banners, which staff then change. */
export const DEFAULT_BANNERS = [
  {
    file: 'main',
    alt: 'Where your memories meet unmatched quality: posters, frames, polaroids, stickers and Nikkah-Nama',
  },
  { file: 'posters', alt: 'Posters: bold prints for every wall' },
  { file: 'frames', alt: 'Frames in white, black, brown and golden finishes' },
  {
    file: 'marriage-certificate-covers',
    alt: 'Nikkah-Nama marriage certificate covers in Urdu and English',
  },
  { file: 'polaroids', alt: 'Polaroids: your moments, printed to keep' },
  { file: 'stickers', alt: 'Stickers that stick, in every theme' },
] as const;

const SEEDED_FLAG = { type: 'core' as const, name: 'shop', key: 'bannersSeeded' };

/**
 * Once per database: the default banners, their pictures stored as staff's uploads are (local files or
 * Cloudinary). A shop whose staff deleted every banner keeps none; the flag, not the count, says so.
 */
export async function seedDefaultBanners(strapi: Core.Strapi) {
  const store = strapi.store(SEEDED_FLAG);
  if (await store.get({})) return;
  if ((await strapi.db.query(BANNER_UID).count()) === 0) {
    const folder = path.join(strapi.dirs.app.root, 'seed', 'banners');
    for (const [position, { file, alt }] of DEFAULT_BANNERS.entries()) {
      const picture = await bannerPicture(await fs.readFile(path.join(folder, `${file}.webp`)));
      const stored = await storeImage(strapi, picture, `banner-${file}`);
      await documentsOf(strapi, BANNER_UID).create({
        data: { picture: stored, alt, title: '', subtitle: '', link: '', position, hidden: false },
      });
    }
  }
  await store.set({ value: true });
}
