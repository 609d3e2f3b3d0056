import { factories } from '@strapi/strapi';
import {
  BANNER_MESSAGES,
  type BannerChanges,
  type BannerInput,
  MAX_BANNERS,
  type StoredImage,
} from '@shop/contracts';
import { conflict, isDocumentId, NotFoundError, ValidationError } from '../../../lib/errors';
import { toWire } from '../../../lib/wire';
import { BANNER_UID } from '../../../lib/content-types';
import { documentsOf } from '../../../lib/documents';
import { bannerPicture } from '../../../lib/images/banner-picture';
import { decodeDataUrl } from '../../../lib/images/image-bytes';
import { removeImages, storeImage } from '../../../lib/images/image-store';
import { publicImages } from '../../../lib/images/public-url';

const FIELDS = ['picture', 'alt', 'title', 'subtitle', 'link', 'position', 'hidden'] as const;
// Strapi adds to a fields list it is given: each query gets its own copy.
const fields = () => [...FIELDS];

interface StoredBanner {
  documentId: string;
  picture: StoredImage;
  alt: string;
  title?: string | null;
  subtitle?: string | null;
  link?: string | null;
  position: number;
  hidden: boolean;
}

export default factories.createCoreService(BANNER_UID, ({ strapi }) => {
  const banners = () => documentsOf(strapi, BANNER_UID);

  /** A banner as answered: absolute picture URLs, empty texts as ''. */
  function answer(banner: StoredBanner) {
    const { documentId, picture, alt, title, subtitle, link, position, hidden } = banner;
    const [publicPicture] = publicImages(strapi, [picture]);
    return toWire({
      documentId,
      picture: {
        url: publicPicture.url,
        ...(publicPicture.variants ? { variants: publicPicture.variants } : {}),
      },
      alt,
      title: title ?? '',
      subtitle: subtitle ?? '',
      link: link ?? '',
      position,
      hidden: Boolean(hidden),
    });
  }

  async function inOrder(where: Record<string, unknown> = {}): Promise<StoredBanner[]> {
    return (await banners().findMany({
      filters: where,
      fields: fields(),
      sort: ['position:asc', 'id:asc'],
      limit: MAX_BANNERS * 2,
    })) as unknown as StoredBanner[];
  }

  async function existing(id: unknown): Promise<StoredBanner> {
    const found = isDocumentId(id) ? await banners().findOne({ documentId: id, fields: fields() }) : null;
    if (!found) throw new NotFoundError(BANNER_MESSAGES.notFound);
    return found as unknown as StoredBanner;
  }

  async function storePicture(dataUrl: string, name: string): Promise<StoredImage> {
    return storeImage(strapi, await bannerPicture(decodeDataUrl(dataUrl)), `banner-${name}`);
  }

  return {
    /** The carousel's slides: the banners not hidden, first slide first. */
    async visibleBanners() {
      return (await inOrder({ hidden: false })).map(answer);
    },

    /** Every banner, hidden ones too, for the staff screen. */
    async allBanners() {
      return (await inOrder()).map(answer);
    },

    async createBanner({ picture, ...texts }: BannerInput) {
      const current = await inOrder();
      if (current.length >= MAX_BANNERS) throw conflict(BANNER_MESSAGES.tooMany);
      const stored = await storePicture(picture, texts.title || texts.alt);
      const position = current.reduce((last, banner) => Math.max(last, banner.position + 1), 0);
      try {
        const created = await banners().create({
          data: { ...texts, picture: stored, position },
          fields: fields(),
        });
        return answer(created as unknown as StoredBanner);
      } catch (error) {
        await removeImages(strapi, [stored.public_id ?? ''].filter(Boolean));
        throw error;
      }
    },

    async updateBanner(id: unknown, { picture, ...changes }: BannerChanges) {
      const before = await existing(id);
      const stored = picture ? await storePicture(picture, changes.title || changes.alt || before.alt) : null;
      const updated = await banners().update({
        documentId: before.documentId,
        data: { ...changes, ...(stored ? { picture: stored } : {}) },
        fields: fields(),
      });
      if (stored && before.picture?.public_id) await removeImages(strapi, [before.picture.public_id]);
      return answer(updated as unknown as StoredBanner);
    },

    async deleteBanner(id: unknown) {
      const banner = await existing(id);
      await banners().delete({ documentId: banner.documentId });
      if (banner.picture?.public_id) await removeImages(strapi, [banner.picture.public_id]);
      return { message: 'Banner deleted' };
    },

    /** Puts the banners in the order of `ids`, which must name every banner once. */
    async reorderBanners({ ids }: { ids: readonly string[] }) {
      const current = await inOrder();
      const known = new Set(current.map((banner) => banner.documentId));
      if (ids.length !== known.size || !ids.every((id) => known.has(id)))
        throw new ValidationError(BANNER_MESSAGES.orderNotEveryBanner);
      for (const [position, documentId] of ids.entries()) {
        const banner = current.find((b) => b.documentId === documentId);
        if (banner?.position !== position) await banners().update({ documentId, data: { position } });
      }
      return (await inOrder()).map(answer);
    },
  };
});
