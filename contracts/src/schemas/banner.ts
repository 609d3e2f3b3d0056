import { z } from 'zod';
import { hasUnsafeCharacters, requiredText } from './text';

/** Most banners a shop keeps: a carousel of more would not be seen through. */
export const MAX_BANNERS = 12;
export const BANNER_ALT_MAX = 200;
export const BANNER_TITLE_MAX = 80;
export const BANNER_SUBTITLE_MAX = 160;
export const BANNER_LINK_MAX = 500;

export const BANNER_MESSAGES = {
  pictureMissing: 'Please choose a picture for the banner',
  pictureNotData: 'The picture must be sent as a base64 data string (data:image/...;base64,...)',
  altMissing: 'Please describe the picture (read aloud to shoppers who cannot see it)',
  link: 'The link must be a path in the shop (like /products) or an https:// address',
  orderNotEveryBanner: 'The new order must list every banner exactly once',
  tooMany: `A shop keeps at most ${MAX_BANNERS} banners; delete one first`,
  notFound: 'Banner not found',
} as const;

const SHOP_PATH = /^\/(?!\/)[^\s\\]*$/;

/** A banner's link: empty (none), a path of the shop, or an https address. Never javascript:, http: or //host. */
export function isBannerLink(link: string): boolean {
  if (link === '') return true;
  if (SHOP_PATH.test(link)) return true;
  if (!link.startsWith('https://') || /[\s\\]/.test(link)) return false;
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
}

const bannerLink = z
  .string({ error: BANNER_MESSAGES.link })
  .trim()
  .max(BANNER_LINK_MAX, `The link must be at most ${BANNER_LINK_MAX} characters`)
  .refine(isBannerLink, BANNER_MESSAGES.link);

const pictureData = z
  .string({ error: BANNER_MESSAGES.pictureMissing })
  .min(1, BANNER_MESSAGES.pictureMissing)
  .refine((value) => value.startsWith('data:'), BANNER_MESSAGES.pictureNotData);

/** A text shown over the picture; empty shows nothing. */
function overlayText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !hasUnsafeCharacters(text), `${label} contains characters that are not allowed`);
}

const alt = requiredText('Picture description', BANNER_ALT_MAX, BANNER_MESSAGES.altMissing);
const title = overlayText('Title', BANNER_TITLE_MAX);
const subtitle = overlayText('Subtitle', BANNER_SUBTITLE_MAX);
const hidden = z.boolean({ error: 'Hidden must be true or false' });

/** A new banner (issue #34 item 6): its picture as a data string, what it says, where it leads. */
export const bannerInputSchema = z.strictObject({
  picture: pictureData,
  alt,
  title: title.optional().default(''),
  subtitle: subtitle.optional().default(''),
  link: bannerLink.optional().default(''),
  hidden: hidden.optional().default(false),
});
export type BannerInput = z.infer<typeof bannerInputSchema>;

/** A stored banner's texts, as the write rules check them whatever door writes them (the panel too). */
export const bannerRecordSchema = bannerInputSchema.omit({ picture: true });

/** An edit: only the fields it names change; a picture, when sent, replaces the old one. */
export const bannerChangesSchema = z.strictObject({
  picture: pictureData.optional(),
  alt: alt.optional(),
  title: title.optional(),
  subtitle: subtitle.optional(),
  link: bannerLink.optional(),
  hidden: hidden.optional(),
});
export type BannerChanges = z.infer<typeof bannerChangesSchema>;

/** The carousel's new order: every banner's id, first slide first. */
export const bannerOrderSchema = z.strictObject({
  ids: z
    .array(z.string({ error: 'Each banner id must be text' }), { error: 'ids must be a list of banner ids' })
    .min(1, BANNER_MESSAGES.orderNotEveryBanner)
    .max(MAX_BANNERS, BANNER_MESSAGES.orderNotEveryBanner)
    .refine((ids) => new Set(ids).size === ids.length, BANNER_MESSAGES.orderNotEveryBanner),
});
