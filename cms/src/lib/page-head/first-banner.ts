import type { Core } from '@strapi/strapi';
import { bannerSources, type ImageSources, type StoredImage } from '@shop/contracts';
import { BANNER_UID } from '../content-types';
import { publicImages } from '../images/public-url';

/** The first visible banner's picture as the carousel will ask for it: home's largest paint. None without banners. */
export async function firstBannerPicture(strapi: Core.Strapi): Promise<ImageSources[]> {
  const first = (await strapi.db.query(BANNER_UID).findOne({
    where: { hidden: false },
    select: ['picture'],
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })) as { picture?: StoredImage } | null;
  if (!first?.picture?.url) return [];
  return [bannerSources(publicImages(strapi, [first.picture])[0])];
}
