/**
 * The right size of every picture, in one place. A stored image is answered with smaller copies of itself:
 * on Cloudinary by URL transformation (f_auto, q_auto, w_<n>), on local storage from the formats Strapi's
 * upload plugin generates at IMAGE_WIDTHS (answered as `variants`). Both sides ask here for `src`,
 * `srcSet` and `sizes`, or for one URL at a width (the share preview).
 */

/** The widths pictures are asked at; Strapi generates local copies fitting them (on the longer side). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** The width of the share preview (og:image): what the sites that show it ask for. */
export const SHARE_IMAGE_WIDTH = 1200;

/** A share preview of known size and type: og:image:width/height/type let a chat app lay it out at once. */
export interface SharePicture {
  url: string;
  width?: number;
  height?: number;
  type?: 'image/jpeg' | 'image/png';
}

/**
 * The shop's own share preview until staff set one in Shop settings: the home banner at 1200 × 630 as a
 * JPEG (some chat apps show no WebP), served with the storefront's static files.
 */
export const DEFAULT_SHARE_PICTURE = {
  url: '/images/share-preview.jpg',
  width: SHARE_IMAGE_WIDTH,
  height: 630,
  type: 'image/jpeg',
} as const satisfies SharePicture;

/**
 * What a picture's share preview is: the whole picture fitted into 1200 × 630 on this neutral ground, as
 * a JPEG. Contain, not cover: a portrait poster cropped to 1200 × 630 keeps a thin band of itself.
 */
export const SHARE_PICTURE_BACKGROUND = '#eeeeee';
export const SHARE_PICTURE_SIZE = {
  width: DEFAULT_SHARE_PICTURE.width,
  height: DEFAULT_SHARE_PICTURE.height,
};

/** A Cloudinary picture as its share preview (see SHARE_PICTURE_BACKGROUND), by transformation; null for other storage. */
export function cloudinarySharePicture(url: string): SharePicture | null {
  const match = CLOUDINARY_DELIVERY.exec(url);
  if (!match) return null;
  const { width, height } = SHARE_PICTURE_SIZE;
  const ground = SHARE_PICTURE_BACKGROUND.slice(1);
  return {
    url: `${match[1]}c_pad,b_rgb:${ground},w_${width},h_${height},f_jpg,q_auto/${match[2]}`,
    width,
    height,
    type: 'image/jpeg',
  };
}

/**
 * A product or template page's main picture (the gallery's stage): a phone's width, about half a wide
 * screen; the copy older browsers take. The page's server-filled head preloads the first picture with
 * the same values, so the browser fetches it while the storefront's JavaScript still loads.
 */
export const GALLERY_STAGE_SIZES = '(max-width: 768px) 100vw, 560px';
export const GALLERY_STAGE_WIDTH = 640;

/**
 * A product card's picture (4:5): two columns on a phone, up to four of about 300px on a wide screen.
 * The plain products listing's server-filled head preloads its first row's pictures with the same values.
 */
export const CARD_IMAGE_SIZES = '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 300px';
export const CARD_IMAGE_WIDTH = 400;
export const CARD_IMAGE_HEIGHT = 500;
/**
 * A listing's first cards, whose pictures load first (eagerly, at high priority): its first row at its
 * widest (3 columns; a phone shows 2). One of them is the page's largest paint, and the plain listing's
 * head preloads them.
 */
export const FIRST_ROW_CARDS = 3;

/**
 * A hero banner's full size (16:7): uploaded banner pictures are stored at it, and its image reserves it
 * on the page. Smaller copies come as for every picture (IMAGE_WIDTHS).
 */
export const HERO_BANNER_WIDTH = 1600;
export const HERO_BANNER_HEIGHT = 700;
/** The banners span the page's width. */
export const HERO_BANNER_SIZES = '100vw';

/**
 * A banner picture's sources, as the carousel asks for them and the home page's head preloads the first
 * one (the page's largest paint): the same URLs on both sides, or the preload is wasted.
 */
export function bannerSources(picture: SizedImage): ImageSources {
  return imageSources(picture, HERO_BANNER_SIZES, HERO_BANNER_WIDTH);
}

export interface ImageVariant {
  url: string;
  width: number;
}

/** An image as answered: its URL and, on local storage, its smaller copies. A bare URL string too. */
export type SizedImage = string | { url: string; variants?: readonly ImageVariant[] };

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

// A delivery URL as Cloudinary answers it: https://res.cloudinary.com/<cloud>/image/upload/v<version>/<id>.
const CLOUDINARY_DELIVERY = /^(https?:\/\/[^/]+\/[^/]+\/image\/upload\/)(v\d+\/.+)$/;

/** The URL of a Cloudinary image at a width (modern format, automatic quality); null when not Cloudinary. */
export function cloudinaryAtWidth(url: string, width: number): string | null {
  const match = CLOUDINARY_DELIVERY.exec(url);
  return match ? `${match[1]}f_auto,q_auto,w_${Math.round(width)}/${match[2]}` : null;
}

function urlOf(image: SizedImage): string {
  return typeof image === 'string' ? image : image.url;
}

function variantsOf(image: SizedImage): readonly ImageVariant[] {
  if (typeof image === 'string' || !Array.isArray(image.variants)) return [];
  return [...image.variants].filter((v) => v.url && v.width > 0).sort((a, b) => a.width - b.width);
}

/** One URL of the image at least `width` wide where a copy that wide exists (else the stored image). */
export function imageAtWidth(image: SizedImage, width: number): string {
  const url = urlOf(image);
  const cloudinary = cloudinaryAtWidth(url, width);
  if (cloudinary) return cloudinary;
  return variantsOf(image).find((variant) => variant.width >= width)?.url ?? url;
}

/**
 * `src`/`srcSet`/`sizes` for an <img> shown `sizes` wide (a CSS sizes list, e.g. '(max-width: 600px) 50vw,
 * 300px'); `width` is the copy older browsers take (about the displayed width).
 */
export function imageSources(image: SizedImage, sizes: string, width: number): ImageSources {
  const url = urlOf(image);
  if (!url) return { src: url };
  if (CLOUDINARY_DELIVERY.test(url)) {
    const srcSet = IMAGE_WIDTHS.map((w) => `${cloudinaryAtWidth(url, w)} ${w}w`).join(', ');
    return { src: imageAtWidth(url, width), srcSet, sizes };
  }
  const variants = variantsOf(image);
  if (variants.length === 0) return { src: url };
  return {
    src: imageAtWidth(image, width),
    srcSet: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    sizes,
  };
}
